import { Module } from '@nestjs/common';
import { EnvelopeFlowModule } from '../envelope-flow/envelope-flow.module.js';
import { ExpireEnvelopeUseCase } from './use-cases/expire-envelope/expire-envelope.use-case.js';
import { PurgeSandboxEnvelopesUseCase } from './use-cases/purge-sandbox-envelopes/purge-sandbox-envelopes.use-case.js';
import { ReconcileEnvelopesUseCase } from './use-cases/reconcile-envelopes/reconcile-envelopes.use-case.js';
import { SendReminderUseCase } from './use-cases/send-reminder/send-reminder.use-case.js';

const useCases = [
  ExpireEnvelopeUseCase,
  SendReminderUseCase,
  ReconcileEnvelopesUseCase,
  PurgeSandboxEnvelopesUseCase,
];

/** Expirations, reminders and the reconciler: the envelopes worker's jobs. */
@Module({
  imports: [EnvelopeFlowModule],
  providers: useCases,
  exports: useCases,
})
export class SchedulesModule {}
