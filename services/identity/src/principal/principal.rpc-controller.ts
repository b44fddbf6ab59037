import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@rubrica/messaging';
import { resolvePrincipal, type ResolvePrincipalResponse } from './resolve-principal.contract.js';
import { ResolvePrincipalUseCase } from './resolve-principal.use-case.js';

@Controller()
export class PrincipalRpcController {
  constructor(private readonly resolve: ResolvePrincipalUseCase) {}

  @RpcHandler(resolvePrincipal)
  resolvePrincipal(@Payload() payload: unknown): Promise<ResolvePrincipalResponse> {
    return this.resolve.execute(payload);
  }
}
