import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { FlowConfig } from './flow-config.js';
import type { FlowEffects } from './flow-effects.js';
import { EnvelopeScheduleStore } from './envelope-schedule.store.js';

/**
 * The envelope's delayed jobs (expiration at expire_at, reminders every action_reminder_frequency
 * hours). Each is a row of envelope_schedules written in the transition's transaction and a
 * BullMQ delayed job with the same stable id added after commit; the rows (EnvelopeScheduleStore)
 * let the jobs be dropped when the envelope ends and re-created by the reconciler if Redis lost them.
 */
@Injectable()
export class EnvelopeScheduler {
  constructor(
    @InjectEnvelopesConfig() private readonly config: FlowConfig,
    private readonly schedules: EnvelopeScheduleStore,
  ) {}

  async scheduleExpiration(
    manager: EntityManager,
    envelope: EnvelopeEntity,
    effects: FlowEffects,
  ): Promise<void> {
    if (!envelope.expireAt) return;
    const jobId = `expire-envelope.${envelope.id}`;
    await this.schedules.putExpiration(manager, jobId, envelope.id, envelope.expireAt);
    effects.schedule({
      name: 'expire-envelope',
      payload: { envelopeId: envelope.id },
      jobId,
      runAt: envelope.expireAt,
    });
  }

  /** The recipient's next reminder, one period after `from`; nothing when the envelope has no reminders. */
  async scheduleReminder(
    manager: EntityManager,
    envelope: EnvelopeEntity,
    recipientId: string,
    from: Date,
    effects: FlowEffects,
  ): Promise<void> {
    if (!envelope.actionReminderFrequency) return;
    const runAt = new Date(from.getTime() + envelope.actionReminderFrequency * this.config.REMINDER_HOUR_MS);
    // One reminder chain per recipient: a newer schedule replaces the pending one.
    await this.dropReminders(manager, envelope.id, recipientId, effects);
    const jobId = `send-reminder.${envelope.id}.${recipientId}.${runAt.getTime()}`;
    await this.schedules.addReminder(manager, jobId, envelope.id, recipientId, runAt);
    effects.schedule({
      name: 'send-reminder',
      payload: { envelopeId: envelope.id, recipientId },
      jobId,
      runAt,
    });
  }

  async dropReminders(
    manager: EntityManager,
    envelopeId: string,
    recipientId: string,
    effects: FlowEffects,
  ): Promise<void> {
    for (const jobId of await this.schedules.removeReminders(manager, envelopeId, recipientId))
      effects.unschedule(jobId);
  }

  /** The envelope ended: none of its delayed jobs may run any more. */
  async dropAll(manager: EntityManager, envelopeId: string, effects: FlowEffects): Promise<void> {
    for (const jobId of await this.schedules.removeAll(manager, envelopeId)) effects.unschedule(jobId);
  }
}
