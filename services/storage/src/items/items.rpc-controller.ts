import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@rubrica/messaging';
import { getStoredItem } from './items.contracts.js';
import { GetStoredItemUseCase } from './use-cases/get-stored-item/get-stored-item.use-case.js';

/** The items other services may ask about over NATS request-reply. */
@Controller()
export class ItemsRpcController {
  constructor(private readonly getStoredItemUseCase: GetStoredItemUseCase) {}

  @RpcHandler(getStoredItem)
  getItem(@Payload() payload: unknown) {
    return this.getStoredItemUseCase.execute(payload);
  }
}
