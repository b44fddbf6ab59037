import { Inject } from '@nestjs/common';

/** Injection token of the configured payment provider (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** `@InjectPaymentProvider() provider: PaymentProvider` */
export const InjectPaymentProvider = (): ParameterDecorator => Inject(PAYMENT_PROVIDER);
