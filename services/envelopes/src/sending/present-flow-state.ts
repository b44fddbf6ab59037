import type { LoadedEnvelope } from '../envelope-flow/envelope-flow.store.js';

/** The answer of the flow's sender actions (send, cancel, renotify): the states after the change. */
export function presentFlowState(loaded: LoadedEnvelope) {
  return {
    id: loaded.envelope.id,
    hashid: loaded.envelope.hashid,
    state: loaded.envelope.state,
    recipients: loaded.recipients.map((recipient) => ({
      id: recipient.id,
      state: recipient.state,
      routing_order: recipient.routingOrder,
      notified_at: recipient.notifiedAt?.toISOString() ?? null,
    })),
  };
}
