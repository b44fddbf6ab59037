import { createHash } from 'node:crypto';

/**
 * The id of the `whatsapp.failed` event of one `send-whatsapp` job: derived from the job id (a
 * UUID shape built from its SHA-256), so the job's own failure and a `failed` webhook for its
 * message, or a failure reported twice, write the same event id, which the outbox keeps once and
 * JetStream and consumers dedupe.
 */
export function whatsappFailureEventId(jobId: string): string {
  const hex = createHash('sha256').update(`rubrica.notifications.whatsapp.failed:${jobId}`).digest('hex');
  // Version 5-style layout (name-based), variant 10xx.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
