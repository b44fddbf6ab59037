import { Module, type DynamicModule } from '@nestjs/common';
import { JobWorkerModule } from '@rubrica/service-kit';
import type { BillingConfig } from './billing.config.js';
import { BillingConfigModule } from './billing-config.module.js';
import { BillingJobHandlers } from './jobs/billing-jobs.handlers.js';
import { PlansModule } from './plans/plans.module.js';
import { SubscriptionModule } from './subscription/subscription.module.js';

/**
 * The commercial area (organization and commercial areas §2-§9) beside the quota answers: the
 * settings validated at start, the plan catalogue, the subscription lifecycle, and the `billing`
 * queue's consumer (renewals, sandbox webhooks). Billing's jobs are few and light, so the HTTP
 * process runs them itself rather than a worker process of its own; every replica consumes, and
 * stable job ids keep each renewal single.
 */
@Module({})
export class CommerceModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: CommerceModule,
      imports: [
        BillingConfigModule.forRoot(config),
        PlansModule,
        SubscriptionModule,
        JobWorkerModule.forQueue({
          queue: 'billing',
          redisUrl: config.REDIS_URL,
          prefix: config.JOBS_PREFIX,
          concurrency: 2,
          handlers: BillingJobHandlers,
          imports: [SubscriptionModule],
        }),
      ],
    };
  }
}
