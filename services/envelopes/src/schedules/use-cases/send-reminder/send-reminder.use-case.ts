import { crashPoint } from '@rubrica/config';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isRecipientCurrent } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState, RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { EnvelopeScheduler } from '../../../envelope-flow/envelope-scheduler.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import { RecipientInvitations } from '../../../envelope-flow/recipient-invitations.js';

/**
 * Job `send-reminder`: a recipient whose turn it is and who has not acted gets a reminder (with a
 * fresh link) and the next one is scheduled, every action_reminder_frequency hours until the
 * envelope ends or they act. Anything else ends the chain.
 */
@Injectable()
export class SendReminderUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly scheduler: EnvelopeScheduler,
    private readonly invitations: RecipientInvitations,
    private readonly effectsRunner: FlowEffectsRunner,
  ) {}

  async execute(envelopeId: string, recipientId: string): Promise<void> {
    const effects = new FlowEffects();
    await this.dataSource.transaction(async (manager) => {
      const loaded = await this.store.lock(manager, envelopeId);
      if (!loaded) return;
      const snapshot = this.store.snapshot(loaded);
      const recipient = snapshot.recipients.find((candidate) => candidate.id === recipientId);
      const due =
        loaded.envelope.state === EnvelopeState.InTransit &&
        recipient?.state === RecipientState.Waiting &&
        isRecipientCurrent(snapshot.recipients, recipient);
      if (!due) {
        await this.scheduler.dropReminders(manager, envelopeId, recipientId, effects);
        return;
      }
      await this.invitations.notify(manager, loaded, [recipientId], 'reminder', effects);
      // The reminder is written, not committed: the job runs again and sends it once.
      crashPoint('reminder.before-commit');
    });
    // The reminder is recorded; its e-mail is not queued yet.
    crashPoint('reminder.after-commit');
    await this.effectsRunner.run(effects);
  }
}
