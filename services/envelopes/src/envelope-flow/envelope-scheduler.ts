import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { FlowConfig } from './flow-config.js';
import type { FlowEffects } from './flow-effects.js';
import { returnedRows } from './returned-rows.util.js';

/**
 * The envelope's delayed jobs (expiration at expire_at, reminders every action_reminder_frequency
 * hours). Each is a row of envelope_schedules written in the transition's transaction and a
 * BullMQ delayed job with the same stable id added after commit; the rows let the jobs be
 * dropped when the envelope ends and re-created by the reconciler if Redis lost them.
 */
@Injectable()
export class EnvelopeScheduler {
  constructor(@InjectEnvelopesConfig() private readonly config: FlowConfig) {}

  async scheduleExpiration(
    manager: EntityManager,
    envelope: EnvelopeEntity,
    effects: FlowEffects,
  ): Promise<void> {
    if (!envelope.expireAt) return;
    const jobId = `expire-envelope.${envelope.id}`;
    await manager.query(
      `INSERT INTO envelope_schedules (job_id, envelope_id, kind, run_at) VALUES ($1, $2, 'expire', $3)
       ON CONFLICT (job_id) DO UPDATE SET run_at = EXCLUDED.run_at`,
      [jobId, envelope.id, envelope.expireAt],
    );
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
    await manager.query(
      `INSERT INTO envelope_schedules (job_id, envelope_id, recipient_id, kind, run_at)
       VALUES ($1, $2, $3, 'remind', $4) ON CONFLICT (job_id) DO NOTHING`,
      [jobId, envelope.id, recipientId, runAt],
    );
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
    const rows = returnedRows<{ job_id: string }>(
      await manager.query(
        `DELETE FROM envelope_schedules WHERE envelope_id = $1 AND recipient_id = $2 AND kind = 'remind' RETURNING job_id`,
        [envelopeId, recipientId],
      ),
    );
    for (const row of rows) effects.unschedule(row.job_id);
  }

  /** The envelope ended: none of its delayed jobs may run any more. */
  async dropAll(manager: EntityManager, envelopeId: string, effects: FlowEffects): Promise<void> {
    const rows = returnedRows<{ job_id: string }>(
      await manager.query('DELETE FROM envelope_schedules WHERE envelope_id = $1 RETURNING job_id', [
        envelopeId,
      ]),
    );
    for (const row of rows) effects.unschedule(row.job_id);
  }

  /** Every delayed job the envelopes hold, soonest first, so lost ones can be added again. */
  pending(
    manager: EntityManager,
    limit: number,
  ): Promise<
    Array<{ job_id: string; envelope_id: string; recipient_id: string | null; kind: string; run_at: Date }>
  > {
    return manager.query(
      `SELECT job_id, envelope_id, recipient_id, kind, run_at FROM envelope_schedules ORDER BY run_at LIMIT ${Number(limit)}`,
    );
  }
}
