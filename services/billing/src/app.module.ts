import { httpProcessModule } from '@rubrica/service-kit';
import type { BillingConfig } from './billing.config.js';
import { BILLING_CONFIG } from './billing-config.module.js';
import { BillingJobHandlers } from './jobs/billing-jobs.handlers.js';
import { billingMigrations } from './migrations/index.js';
import { PlansModule } from './plans/plans.module.js';
import { connectBillingRpcServer } from './quota/connect-billing-rpc-server.js';
import { QuotaModule } from './quota/quota.module.js';
import { SubscriptionModule } from './subscription/subscription.module.js';

/**
 * The billing HTTP process: the quota answers and the commercial area (organization and commercial
 * areas §2-§9): the plan catalogue, the subscription lifecycle and the `billing` queue's consumer
 * (renewals, sandbox webhooks). Billing's jobs are few and light, so this process runs them itself
 * rather than a worker process of its own; every replica consumes, and stable job ids keep each
 * renewal single.
 */
export const AppModule = httpProcessModule((config: BillingConfig) => ({
  service: { name: 'billing', migrations: billingMigrations },
  settings: BILLING_CONFIG,
  jobs: { queue: 'billing', concurrency: 2, handlers: BillingJobHandlers, imports: [SubscriptionModule] },
  imports: [QuotaModule, SubscriptionModule, PlansModule],
  // Payment providers sign their webhooks over the exact bytes they sent.
  rawBody: true,
  // Request-reply (billing.may_send.v1, ...) beside the HTTP routes.
  configure: (app) => connectBillingRpcServer(app, config),
}));
