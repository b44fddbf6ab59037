import { crashPoint } from '@rubrica/config';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OutboxWriter } from '@rubrica/messaging';
import { EVENTS, encodeEvent, timestampFromDate, type RpcResponseInit } from '@rubrica/proto';
import { consumedInCycle, organizationPlan } from '../../organization-plan.js';
import { decodeQuotaRequest } from '../../decode-quota-request.util.js';
import { QuotaError } from '../../quota.exception.js';

const CONSUMED = 'rubrica.billing.credits.consumed';

/**
 * Takes one envelope credit for an envelope, at most once per envelope: a repeated call (a
 * retry, a resend, a concurrent duplicate) answers `alreadyConsumed` and takes nothing.
 * Refuses with 402 when the current cycle's quota is used up.
 */
@Injectable()
export class ConsumeEnvelopeCreditUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(payload: unknown): Promise<RpcResponseInit<'billing.consume_envelope_credit.v1'>> {
    const request = decodeQuotaRequest('billing.consume_envelope_credit.v1', payload);
    const { organizationId, envelopeId } = request;
    if (!envelopeId) throw QuotaError.invalidRequest('envelope_id', 'quota.envelope_required');
    const idempotencyKey = request.idempotencyKey || envelopeId;

    const answer = await this.dataSource.transaction(async (manager) => {
      // Calls for one organization take turns, so two different envelopes cannot both take the
      // cycle's last credit. Duplicates of one envelope are also stopped by the unique key below.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('billing.envelope_credits:' || $1))`, [
        organizationId,
      ]);
      const now = new Date();
      const { plan, cycleStartedAt } = await organizationPlan(manager, organizationId, now);
      const available = plan.envelopesPerCycle;
      const consumed = await consumedInCycle(manager, organizationId, cycleStartedAt);
      if (await this.alreadyConsumed(manager, organizationId, envelopeId)) {
        return { available, consumed, alreadyConsumed: true };
      }
      if (consumed >= available) throw QuotaError.noCredits();

      const inserted = (await manager.query(
        `INSERT INTO envelope_credit_consumptions
           (organization_id, envelope_id, idempotency_key, cycle_started_at, consumed_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ON CONSTRAINT envelope_credit_consumptions_envelope_key DO NOTHING
         RETURNING id`,
        [organizationId, envelopeId, idempotencyKey, cycleStartedAt, now],
      )) as unknown[];
      if (inserted.length === 0) return { available, consumed, alreadyConsumed: true };

      await OutboxWriter.append(manager, {
        subject: CONSUMED,
        type: EVENTS[CONSUMED].typeName,
        payload: encodeEvent(CONSUMED, {
          organizationId,
          occurredAt: timestampFromDate(now),
          envelopeId,
          idempotencyKey,
          amount: 1,
          envelopesAvailable: available,
          envelopesConsumed: consumed + 1,
        }),
      });
      return { available, consumed: consumed + 1, alreadyConsumed: false };
    });
    // The credit is taken; the envelopes service has not heard so and will ask again.
    crashPoint('quota.after-consume');
    return answer;
  }

  private async alreadyConsumed(
    manager: EntityManager,
    organizationId: string,
    envelopeId: string,
  ): Promise<boolean> {
    const rows = (await manager.query(
      'SELECT 1 FROM envelope_credit_consumptions WHERE organization_id = $1 AND envelope_id = $2',
      [organizationId, envelopeId],
    )) as unknown[];
    return rows.length > 0;
  }
}
