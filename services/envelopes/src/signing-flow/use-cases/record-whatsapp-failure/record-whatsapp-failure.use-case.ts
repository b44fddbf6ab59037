import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../../common/is-uuid.util.js';
import { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import { RecipientEntity } from '../../../envelopes/recipient.entity.js';
import { EnvelopeFlowStore } from '../../../sending/envelope-flow.store.js';
import { contactOf } from '../../../sending/flow-proto.mapper.js';

type WhatsappFailed = EventMessage<'rubrica.notifications.whatsapp.failed'>;

/**
 * rubrica.notifications.whatsapp.failed: an envelope's WhatsApp message did not reach its
 * recipient (the job failed for good, or WhatsApp reported it failed). Recorded on the envelope's
 * history like a failed e-mail ("Event log"), once per message job, with WhatsApp's reason and
 * error code; the message text is never stored. Messages about envelopes this service does not
 * hold are ignored.
 */
@Injectable()
export class RecordWhatsappFailureUseCase {
  constructor(private readonly store: EnvelopeFlowStore) {}

  async execute(manager: EntityManager, event: WhatsappFailed): Promise<void> {
    const ref = event.subjectRef;
    if (ref?.kind !== 'envelope' || !isUuid(ref.envelopeId)) return;
    const envelope = await manager.findOne(EnvelopeEntity, { where: { id: ref.envelopeId } });
    if (!envelope) return;
    // One entry per message job, even when the failure is reported again under a new event id;
    // the history's lock makes the check and the append one step.
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [envelope.id]);
    const [already] = await manager.query(
      `SELECT 1 FROM envelope_events WHERE envelope_id = $1 AND type = 'whatsapp.failed' AND data->>'job_id' = $2`,
      [envelope.id, event.jobId],
    );
    if (already) return;
    const recipient = isUuid(ref.recipientId)
      ? await manager.findOne(RecipientEntity, { where: { id: ref.recipientId, envelopeId: envelope.id } })
      : null;
    const name = recipient ? contactOf(recipient).name || event.to : event.to;
    await this.store.log(
      manager,
      envelope.id,
      'whatsapp.failed',
      `WhatsApp message to ${name} could not be delivered`,
      {
        recipient_id: recipient?.id ?? null,
        phone: event.to,
        template: event.template,
        reason: event.reason,
        permanent: event.permanent,
        error_code: event.errorCode || null,
        job_id: event.jobId,
      },
    );
  }
}
