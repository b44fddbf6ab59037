import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@rubrica/messaging';
import { rpcContract } from '@rubrica/proto';
import { GetOrganizationUsageUseCase } from './use-cases/get-organization-usage/get-organization-usage.use-case.js';
import { GetStoredItemUseCase } from './use-cases/get-stored-item/get-stored-item.use-case.js';

/** The items other services may ask about over NATS request-reply. */
@Controller()
export class ItemsRpcController {
  constructor(
    private readonly getStoredItemUseCase: GetStoredItemUseCase,
    private readonly getOrganizationUsageUseCase: GetOrganizationUsageUseCase,
  ) {}

  @RpcHandler(rpcContract('storage.get_item.v1'))
  getItem(@Payload() payload: unknown) {
    return this.getStoredItemUseCase.execute(payload);
  }

  @RpcHandler(rpcContract('storage.usage.v1'))
  usage(@Payload() payload: unknown) {
    return this.getOrganizationUsageUseCase.execute(payload);
  }
}
