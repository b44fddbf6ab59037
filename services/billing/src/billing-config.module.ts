import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { BillingConfig } from './billing.config.js';

/** Injection token of the billing process's validated settings. */
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

/** `@InjectBillingConfig() config: BillingConfig` */
export const InjectBillingConfig = (): ParameterDecorator => Inject(BILLING_CONFIG);

/** Makes the settings validated at start injectable in every feature module. */
@Global()
@Module({})
export class BillingConfigModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingConfigModule,
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}
