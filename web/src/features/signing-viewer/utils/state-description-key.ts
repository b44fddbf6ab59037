import type { EnvelopeState, Recipient } from '../../../lib/envelopes/envelope-types.js';
import type { LinkRecipient } from '../../../lib/envelopes/recipient-view.js';

/** Recipient states that have nothing left to do on the envelope. */
const FINISHED = new Set(['done', 'refused', 'following']);

const hasToAct = (recipient: Pick<Recipient, 'type' | 'state'>) =>
  recipient.type !== 'carbon-copy' && !FINISHED.has(recipient.state);

export type StateDescriptionKey =
  | `signingViewer.stateDescriptions.${EnvelopeState}`
  | 'signingViewer.waitingFor.yourSignature'
  | 'signingViewer.waitingFor.yourApproval'
  | 'signingViewer.waitingFor.youAndOthers';

/**
 * The line beside the envelope's state in the viewer's info modal. While the envelope is on its
 * way it says whose action it waits for: a recipient who still has to act is not told that it
 * waits for "third parties" when they are the only one left.
 */
export const stateDescriptionKey = (view: {
  state: EnvelopeState;
  recipients?: Array<Pick<Recipient, 'id' | 'type' | 'state'>>;
  recipient: Pick<LinkRecipient, 'id' | 'type' | 'state' | 'action'>;
}): StateDescriptionKey => {
  const generic = `signingViewer.stateDescriptions.${view.state}` as const;
  if (view.state !== 'in-transit') return generic;
  const me = view.recipient;
  if (me.action === 'follow' || !hasToAct(me)) return generic;
  const othersToAct = (view.recipients ?? []).some(
    (recipient) => recipient.id !== me.id && hasToAct(recipient),
  );
  if (othersToAct) return 'signingViewer.waitingFor.youAndOthers';
  return me.type === 'approver'
    ? 'signingViewer.waitingFor.yourApproval'
    : 'signingViewer.waitingFor.yourSignature';
};
