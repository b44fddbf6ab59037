import { paths } from '../../config/paths.js';
import type { ReceivedItem } from './envelope-types.js';

/**
 * A received envelope's main action (spec §2, inbox): sign in the viewer while the envelope is in
 * transit and the recipient has not acted; otherwise its details, seen through the recipient's token.
 */
export const receivedAction = (item: ReceivedItem): { kind: 'sign' | 'details'; href: string } => {
  const inTransit = item.envelope.state === 'in-transit' || item.envelope.state === 'pending';
  if (inTransit && item.state !== 'done')
    return { kind: 'sign', href: paths.business.envelopes.viewer.getHref(item.action_token) };
  return {
    kind: 'details',
    href: paths.business.documents.info.getHref(item.envelope.id, item.action_token),
  };
};
