import type { Envelope } from './envelope-types.js';

/** The title 'old' means "use the subject" (spec §3). */
export const envelopeDisplayName = (
  envelope: Pick<Envelope, 'title' | 'subject'> & { name?: string | null },
): string => (envelope.title === 'old' ? (envelope.subject ?? envelope.name ?? '') : envelope.title);
