import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returnedRows } from './returned-rows.util.js';

/** A delayed job as envelope_schedules keeps it. */
export interface ScheduleRow {
  job_id: string;
  envelope_id: string;
  recipient_id: string | null;
  kind: string;
  run_at: Date;
}

/**
 * The rows of envelope_schedules, inside the caller's transaction: one per delayed job of an
 * envelope, so the jobs can be dropped when it ends and re-created if Redis lost them.
 */
@Injectable()
export class EnvelopeScheduleStore {
  /** The envelope's expiration at `runAt`, replacing an earlier one under the same job id. */
  async putExpiration(manager: EntityManager, jobId: string, envelopeId: string, runAt: Date): Promise<void> {
    await manager.query(
      `INSERT INTO envelope_schedules (job_id, envelope_id, kind, run_at) VALUES ($1, $2, 'expire', $3)
       ON CONFLICT (job_id) DO UPDATE SET run_at = EXCLUDED.run_at`,
      [jobId, envelopeId, runAt],
    );
  }

  async addReminder(
    manager: EntityManager,
    jobId: string,
    envelopeId: string,
    recipientId: string,
    runAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO envelope_schedules (job_id, envelope_id, recipient_id, kind, run_at)
       VALUES ($1, $2, $3, 'remind', $4) ON CONFLICT (job_id) DO NOTHING`,
      [jobId, envelopeId, recipientId, runAt],
    );
  }

  /** Deletes the recipient's pending reminders; their job ids. */
  async removeReminders(manager: EntityManager, envelopeId: string, recipientId: string): Promise<string[]> {
    return jobIds(
      await manager.query(
        `DELETE FROM envelope_schedules WHERE envelope_id = $1 AND recipient_id = $2 AND kind = 'remind' RETURNING job_id`,
        [envelopeId, recipientId],
      ),
    );
  }

  /** Deletes every delayed job of the envelope; their job ids. */
  async removeAll(manager: EntityManager, envelopeId: string): Promise<string[]> {
    return jobIds(
      await manager.query('DELETE FROM envelope_schedules WHERE envelope_id = $1 RETURNING job_id', [
        envelopeId,
      ]),
    );
  }

  /** Every delayed job the envelopes hold, soonest first, so lost ones can be added again. */
  pending(manager: EntityManager, limit: number): Promise<ScheduleRow[]> {
    return manager.query(
      `SELECT job_id, envelope_id, recipient_id, kind, run_at FROM envelope_schedules ORDER BY run_at LIMIT ${Number(limit)}`,
    );
  }
}

function jobIds(result: unknown): string[] {
  return returnedRows<{ job_id: string }>(result).map((row) => row.job_id);
}
