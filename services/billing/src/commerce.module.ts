import { Module, type DynamicModule } from '@nestjs/common';
import type { BillingConfig } from './billing.config.js';
import { BillingConfigModule } from './billing-config.module.js';
import { PlansModule } from './plans/plans.module.js';

/**
 * The commercial area (organization and commercial areas §2-§9) beside the quota answers: the
 * settings validated at start, and the plan catalogue.
 */
@Module({})
export class CommerceModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: CommerceModule,
      imports: [BillingConfigModule.forRoot(config), PlansModule],
    };
  }
}
