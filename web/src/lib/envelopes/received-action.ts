import { paths } from '../../config/paths.js';
import type { ReceivedItem } from './envelope-types.js';

/**
 * A received envelope's main action (spec §2, inbox): sign while the envelope is in transit and
 * the recipient has not acted (the viewer opens with a token minted on demand: inbox items carry
 * none, links being stored hashed); otherwise its details by id, as the inbox only lists envelopes
 * of the caller's own organization.
 */
export const receivedAction = (item: ReceivedItem): { kind: 'sign' } | { kind: 'details'; href: string } => {
  if (item.envelope.state === 'in-transit' && item.state !== 'done') return { kind: 'sign' };
  return { kind: 'details', href: paths.business.documents.info.getHref(item.envelope.id) };
};
