import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BillingQueue } from '../../../jobs/billing-queue.provider.js';
import { organizationPlan } from '../../../quota/organization-plan.js';
import { subscriptionStore } from '../../subscription.store.js';

/** The renewal job of one cycle: its id is stable, so scheduling it again changes nothing. */
export const renewalJobId = (organizationId: string, cycleEndsAt: Date) =>
  `renew.${organizationId}.${cycleEndsAt.getTime()}`;

/**
 * Schedules each recurring subscription's renewal as a delayed `renew-subscription` job at the
 * end of its cycle. Delayed jobs live in Redis, so they survive a restart of this process; at
 * start every recurring subscription is scheduled again (same job ids: nothing doubles), so a
 * renewal is not lost with Redis either.
 */
@Injectable()
export class RenewalSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('RenewalSchedule');

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: BillingQueue,
  ) {}

  async schedule(organizationId: string, now = new Date()): Promise<void> {
    const { cycleEndsAt, subscribed } = await organizationPlan(this.dataSource.manager, organizationId, now);
    if (!subscribed) return;
    await this.queue.enqueue(
      'renew-subscription',
      { organizationId, cycleEndsAt: cycleEndsAt.toISOString() },
      renewalJobId(organizationId, cycleEndsAt),
      Math.max(0, cycleEndsAt.getTime() - now.getTime()),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const subscription of await subscriptionStore.recurring(this.dataSource.manager))
        await this.schedule(subscription.organizationId);
    } catch (error) {
      this.logger.error(`could not schedule the renewals: ${(error as Error).message}`);
    }
  }
}
