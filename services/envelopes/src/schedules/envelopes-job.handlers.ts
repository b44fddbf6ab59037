import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@rubrica/jobs';
import type { QueueHandlers } from '@rubrica/service-kit';
import { ExpireEnvelopeUseCase } from './use-cases/expire-envelope/expire-envelope.use-case.js';
import { PurgeSandboxEnvelopesUseCase } from './use-cases/purge-sandbox-envelopes/purge-sandbox-envelopes.use-case.js';
import { ReconcileEnvelopesUseCase } from './use-cases/reconcile-envelopes/reconcile-envelopes.use-case.js';
import { SendReminderUseCase } from './use-cases/send-reminder/send-reminder.use-case.js';

/** The handlers of the `envelopes` queue, run by the envelopes worker process. */
@Injectable()
export class EnvelopesJobHandlers implements QueueHandlers<'envelopes'> {
  readonly handlers: JobHandlers<'envelopes'>;

  constructor(
    expire: ExpireEnvelopeUseCase,
    remind: SendReminderUseCase,
    reconcile: ReconcileEnvelopesUseCase,
    purgeSandbox: PurgeSandboxEnvelopesUseCase,
  ) {
    this.handlers = {
      'expire-envelope': async ({ envelopeId }) => expire.execute(envelopeId),
      'send-reminder': async ({ envelopeId, recipientId }) => remind.execute(envelopeId, recipientId),
      'reconcile-envelopes': async () => void (await reconcile.execute()),
      'purge-sandbox-envelopes': async () => void (await purgeSandbox.execute()),
    };
  }
}
