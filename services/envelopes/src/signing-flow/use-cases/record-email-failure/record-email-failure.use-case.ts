import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { recordDeliveryFailure, type DeliveryChannel } from '../../delivery-failure-history.js';

type EmailFailed = EventMessage<'rubrica.notifications.email.failed'>;

const EMAIL: DeliveryChannel = {
  type: 'email.failed',
  describe: (name) => ({ code: 'email.failed', params: { name } }),
  details: (failure) => ({ email: failure.to }),
};

/**
 * rubrica.notifications.email.failed: an envelope e-mail could not be delivered after its retries
 * (or was refused). Section "Event log": a failed delivery is recorded on the envelope's history,
 * naming the recipient and the mail server's reason; the message body is never stored.
 */
@Injectable()
export class RecordEmailFailureUseCase {
  constructor(private readonly store: EnvelopeFlowStore) {}

  execute(manager: EntityManager, event: EmailFailed): Promise<void> {
    return recordDeliveryFailure(manager, this.store, EMAIL, event);
  }
}
