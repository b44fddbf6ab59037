import { appendOutboxEvent } from '@rubrica/service-kit';
import { crashPoint } from '@rubrica/config';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { timestampFromDate, type RpcResponseInit } from '@rubrica/proto';
import { envelopeCreditsStore } from '../../envelope-credits.store.js';
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
    if (!envelopeId) throw QuotaError.envelopeRequired();
    const idempotencyKey = request.idempotencyKey || envelopeId;

    const answer = await this.dataSource.transaction(async (manager) => {
      // Duplicates of one envelope are also stopped by the store's unique key.
      await envelopeCreditsStore.lockOrganization(manager, organizationId);
      const now = new Date();
      const { plan, cycleStartedAt } = await organizationPlan(manager, organizationId, now);
      const available = plan.envelopesPerCycle;
      const consumed = await consumedInCycle(manager, organizationId, cycleStartedAt);
      if (await envelopeCreditsStore.hasConsumed(manager, organizationId, envelopeId)) {
        return { available, consumed, alreadyConsumed: true };
      }
      // A negative quota is the custom (Corporate) plan's: no limit.
      if (available >= 0 && consumed >= available) throw QuotaError.noCredits();

      const credit = { organizationId, envelopeId, idempotencyKey, cycleStartedAt, consumedAt: now };
      if (!(await envelopeCreditsStore.consume(manager, credit)))
        return { available, consumed, alreadyConsumed: true };

      await appendOutboxEvent(manager, CONSUMED, {
        organizationId,
        occurredAt: timestampFromDate(now),
        envelopeId,
        idempotencyKey,
        amount: 1,
        envelopesAvailable: available,
        envelopesConsumed: consumed + 1,
      });
      return { available, consumed: consumed + 1, alreadyConsumed: false };
    });
    // The credit is taken; the envelopes service has not heard so and will ask again.
    crashPoint('quota.after-consume');
    return answer;
  }
}
