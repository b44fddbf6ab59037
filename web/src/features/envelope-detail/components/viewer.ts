import type { RecipientState } from '../../../lib/envelopes/envelope-types.js';

/**
 * Who is looking at the envelope (spec §6): its sender; another member of the organization who
 * opened it by id; or one of its recipients, by action token.
 */
export type Viewer =
  | { kind: 'sender' }
  | { kind: 'member' }
  | { kind: 'recipient'; token: string; recipientId: string; state: RecipientState };
