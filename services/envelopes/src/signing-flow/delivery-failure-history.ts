import type { EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import { RecipientEntity } from '../envelopes/recipient.entity.js';
import type { HistoryText } from '../envelopes/history/history-text.js';
import type { EnvelopeFlowStore } from '../envelope-flow/envelope-flow.store.js';
import { contactOf } from '../envelopes/envelope-proto.mapper.js';

/** What the notifications service reports of a message that never reached its recipient. */
export interface DeliveryFailure {
  subjectRef?: { kind: string; envelopeId: string; recipientId: string };
  jobId: string;
  to: string;
  template: string;
  reason: string;
  permanent: boolean;
}

export interface DeliveryChannel {
  /** The history entry's type: `email.failed`, `whatsapp.failed`. */
  type: string;
  /** "E-mail to Ana could not be delivered", by code. */
  describe(name: string): HistoryText;
  /** The entry's data beyond the recipient, template, reason and job (the address under its name). */
  details(failure: DeliveryFailure): Record<string, unknown>;
}

/**
 * Records a failed delivery on the envelope's history ("Event log"), naming the recipient and the
 * reason, never the message itself; once per message job, even when the notifications service
 * reports it again under a new event id (its outbox rows are purged after a while). Messages that
 * are not about an envelope of this service, or about one that no longer exists, are ignored.
 */
export async function recordDeliveryFailure(
  manager: EntityManager,
  store: EnvelopeFlowStore,
  channel: DeliveryChannel,
  failure: DeliveryFailure,
): Promise<void> {
  const ref = failure.subjectRef;
  if (ref?.kind !== 'envelope' || !isUuid(ref.envelopeId)) return;
  const envelope = await manager.findOne(EnvelopeEntity, { where: { id: ref.envelopeId } });
  if (!envelope) return;
  // The history's own lock first makes the check and the append one step.
  await store.lockHistory(manager, envelope.id);
  if (await store.hasEntryFor(manager, envelope.id, channel.type, 'job_id', failure.jobId)) return;
  const recipient = isUuid(ref.recipientId)
    ? await manager.findOne(RecipientEntity, { where: { id: ref.recipientId, envelopeId: envelope.id } })
    : null;
  const name = recipient ? contactOf(recipient).name || failure.to : failure.to;
  await store.log(manager, envelope.id, channel.type, channel.describe(name), {
    recipient_id: recipient?.id ?? null,
    ...channel.details(failure),
    template: failure.template,
    reason: failure.reason,
    permanent: failure.permanent,
    job_id: failure.jobId,
  });
}
