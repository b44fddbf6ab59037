import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../../common/is-uuid.util.js';
import { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import { RecipientEntity } from '../../../envelopes/recipient.entity.js';
import { EnvelopeFlowStore } from '../../../sending/envelope-flow.store.js';
import { contactOf } from '../../../sending/flow-proto.mapper.js';

type EmailFailed = EventMessage<'rubrica.notifications.email.failed'>;

/**
 * rubrica.notifications.email.failed: an envelope e-mail could not be delivered after its retries
 * (or was refused). Section "Event log": a failed delivery is recorded on the envelope's history,
 * naming the recipient and the mail server's reason; the message body is never stored. Mails that
 * are not about an envelope of this service, or about one that no longer exists, are ignored.
 */
@Injectable()
export class RecordEmailFailureUseCase {
  constructor(private readonly store: EnvelopeFlowStore) {}

  async execute(manager: EntityManager, event: EmailFailed): Promise<void> {
    const ref = event.subjectRef;
    if (ref?.kind !== 'envelope' || !isUuid(ref.envelopeId)) return;
    const envelope = await manager.findOne(EnvelopeEntity, { where: { id: ref.envelopeId } });
    if (!envelope) return;
    // The notifications service may report a job again under a new event id (its outbox rows are
    // purged after a while): the history keeps one entry per e-mail job. Taking the history's own
    // lock first makes the check and the append one step.
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [envelope.id]);
    const [already] = await manager.query(
      `SELECT 1 FROM envelope_events WHERE envelope_id = $1 AND type = 'email.failed' AND data->>'job_id' = $2`,
      [envelope.id, event.jobId],
    );
    if (already) return;
    const recipient = isUuid(ref.recipientId)
      ? await manager.findOne(RecipientEntity, { where: { id: ref.recipientId, envelopeId: envelope.id } })
      : null;
    const name = recipient ? contactOf(recipient).name || event.to : event.to;
    await this.store.log(manager, envelope.id, 'email.failed', `E-mail to ${name} could not be delivered`, {
      recipient_id: recipient?.id ?? null,
      email: event.to,
      template: event.template,
      reason: event.reason,
      permanent: event.permanent,
      job_id: event.jobId,
    });
  }
}
