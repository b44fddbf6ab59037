import { Module } from '@nestjs/common';
import { SubscriptionHttpController } from './subscription.http-controller.js';
import { GetSubscriptionUseCase } from './use-cases/get-subscription/get-subscription.use-case.js';

/** `GET /subscription`; checkout, invoices and cards come with the payment gateway. */
@Module({
  controllers: [SubscriptionHttpController],
  providers: [GetSubscriptionUseCase],
})
export class SubscriptionModule {}
