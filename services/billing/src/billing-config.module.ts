import { Inject } from '@nestjs/common';

/** Injection token of the billing process's validated settings (provided by the process's root). */
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

/** `@InjectBillingConfig() config: BillingConfig` */
export const InjectBillingConfig = (): ParameterDecorator => Inject(BILLING_CONFIG);
