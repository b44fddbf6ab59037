import { createHash } from 'node:crypto';
import type { EmailSubjectRef } from '@rubrica/jobs';
import { OutboxEventEntity, OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, EVENTS, timestampNow, type EventInit } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';

/** The events that tell a producer its message was not delivered. */
export type DeliveryFailureSubject =
  'rubrica.notifications.email.failed' | 'rubrica.notifications.whatsapp.failed';

/** What every failed delivery (an e-mail, a WhatsApp message) reports. */
export interface DeliveryFailure {
  jobId: string;
  to: string;
  template: string;
  subjectRef?: EmailSubjectRef | null;
  reason: string;
  permanent: boolean;
  attemptsMade: number;
}

/** The longest reason kept in an event: enough to read the refusal, never a whole transcript. */
export const MAX_REASON_LENGTH = 500;

/**
 * The id of the failure event of one job: derived from the job id (a UUID shape built from its
 * SHA-256), so a job reported twice (a retried dead letter, a redone stalled job, a `failed`
 * webhook for its message) writes the same event id, which the outbox keeps once and JetStream
 * and consumers dedupe.
 */
export function deliveryFailureEventId(subject: DeliveryFailureSubject, jobId: string): string {
  const hex = createHash('sha256').update(`${subject}:${jobId}`).digest('hex');
  // Version 5-style layout (name-based), variant 10xx.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Writes the failure event through the outbox, once per job: returns false when this job's failure
 * had already been recorded. `extra` holds the fields only this kind of delivery reports.
 */
export async function appendDeliveryFailure<S extends DeliveryFailureSubject>(
  manager: EntityManager,
  subject: S,
  failure: DeliveryFailure,
  extra: Omit<EventInit<S>, keyof DeliveryFailure | 'occurredAt'>,
): Promise<boolean> {
  const id = deliveryFailureEventId(subject, failure.jobId);
  if (await manager.existsBy(OutboxEventEntity, { id })) return false;
  const payload = encodeEvent(subject, {
    jobId: failure.jobId,
    subjectRef: failure.subjectRef
      ? {
          kind: failure.subjectRef.kind,
          envelopeId: failure.subjectRef.envelopeId,
          recipientId: failure.subjectRef.recipientId ?? '',
        }
      : undefined,
    to: failure.to,
    template: failure.template,
    reason: failure.reason.slice(0, MAX_REASON_LENGTH),
    permanent: failure.permanent,
    attemptsMade: failure.attemptsMade,
    ...extra,
    occurredAt: timestampNow(),
  } as EventInit<S>);
  await OutboxWriter.append(manager, { id, subject, type: EVENTS[subject].typeName, payload });
  return true;
}
