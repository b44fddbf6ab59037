import type { SigningRequestKind } from './signing-request.entity.js';

/** The job of a request: one per request id, so a request delivered twice runs once. */
export function signingJobId(kind: SigningRequestKind, requestId: string): string {
  // BullMQ reserves ":" in ids; any request id stays distinct once encoded.
  return `${kind === 'sealing' ? 'seal' : 'revision'}.${encodeURIComponent(requestId)}`;
}
