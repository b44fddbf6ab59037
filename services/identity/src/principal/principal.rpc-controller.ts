import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@rubrica/messaging';
import { encodeRpcResponse, rpcContract, type RpcResponseJson } from '@rubrica/proto';
import { ResolvePrincipalUseCase } from './resolve-principal.use-case.js';

const RESOLVE_PRINCIPAL = 'identity.resolve_principal.v1';

@Controller()
export class PrincipalRpcController {
  constructor(private readonly resolve: ResolvePrincipalUseCase) {}

  @RpcHandler(rpcContract(RESOLVE_PRINCIPAL))
  async resolvePrincipal(@Payload() payload: unknown): Promise<RpcResponseJson<typeof RESOLVE_PRINCIPAL>> {
    return encodeRpcResponse(RESOLVE_PRINCIPAL, await this.resolve.execute(payload));
  }
}
