import type { EntityManager } from 'typeorm';
import type { EnvelopeFlowStore, LoadedEnvelope } from './envelope-flow.store.js';
import type { PendingRequest, SigningRequestStore } from './signing-request.store.js';

/**
 * What an answer of the signing service refers to: its envelope, locked for the transition, and
 * its request of `kind`, locked while still pending. Null when either is gone or the request was
 * settled or superseded (an answer delivered again, or one the envelope no longer waits for):
 * such an answer changes nothing.
 */
export async function lockAnswered(
  store: EnvelopeFlowStore,
  requests: SigningRequestStore,
  manager: EntityManager,
  answer: { envelopeId: string; requestId: string },
  kind: PendingRequest['kind'],
): Promise<{ loaded: LoadedEnvelope; request: PendingRequest } | null> {
  const loaded = await store.lock(manager, answer.envelopeId);
  if (!loaded) return null;
  const request = await requests.lockPending(manager, answer.requestId, answer.envelopeId, kind);
  return request ? { loaded, request } : null;
}
