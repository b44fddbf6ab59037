import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { recordDeliveryFailure, type DeliveryChannel } from '../../delivery-failure-history.js';

type WhatsappFailed = EventMessage<'rubrica.notifications.whatsapp.failed'>;

/**
 * rubrica.notifications.whatsapp.failed: an envelope's WhatsApp message did not reach its
 * recipient (the job failed for good, or WhatsApp reported it failed). Recorded on the envelope's
 * history like a failed e-mail, with WhatsApp's reason and error code; the text is never stored.
 */
@Injectable()
export class RecordWhatsappFailureUseCase {
  constructor(private readonly store: EnvelopeFlowStore) {}

  execute(manager: EntityManager, event: WhatsappFailed): Promise<void> {
    const whatsapp: DeliveryChannel = {
      type: 'whatsapp.failed',
      describe: (name) => ({ code: 'whatsapp.failed', params: { name } }),
      details: (failure) => ({ phone: failure.to, error_code: event.errorCode || null }),
    };
    return recordDeliveryFailure(manager, this.store, whatsapp, event);
  }
}
