import { randomUUID } from 'node:crypto';

// Long enough to be unique in practice, short and plain enough to be safe in logs and headers.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's request id when it is a plain token (so a client can correlate), else makes one. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
