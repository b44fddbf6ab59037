import { Module } from '@nestjs/common';
import { PlansHttpController } from './plans.http-controller.js';
import { GetProductPlansUseCase } from './use-cases/get-product-plans/get-product-plans.use-case.js';
import { ListPlansUseCase } from './use-cases/list-plans/list-plans.use-case.js';

/** `GET /plans` and the checkout's product plans. */
@Module({
  controllers: [PlansHttpController],
  providers: [ListPlansUseCase, GetProductPlansUseCase],
})
export class PlansModule {}
