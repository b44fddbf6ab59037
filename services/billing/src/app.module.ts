import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@rubrica/service-kit';
import type { BillingConfig } from './billing.config.js';
import { CommerceModule } from './commerce.module.js';
import { billingMigrations } from './migrations/index.js';
import { QuotaModule } from './quota/quota.module.js';
import { SubscriptionModule } from './subscription/subscription.module.js';

/** The billing HTTP process: the platform (database, NATS, Redis, probes, outbox), quota answers and the subscription route. */
@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forProcess({
          name: 'billing',
          config,
          service: { name: 'billing', migrations: billingMigrations },
        }),
        QuotaModule,
        SubscriptionModule,
        CommerceModule.forRoot(config),
      ],
    };
  }
}
