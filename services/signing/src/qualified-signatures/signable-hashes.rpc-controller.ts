import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AppError } from '@rubrica/errors';
import { defineRpc, RpcHandler } from '@rubrica/messaging';
import {
  decodeRpcRequest,
  encodeRpcResponse,
  type RpcRequest,
  type RpcRequestJson,
  type RpcResponseJson,
} from '@rubrica/proto';
import { PrepareSignableHashesUseCase } from './use-cases/prepare-signable-hashes/prepare-signable-hashes.use-case.js';

type Pattern = 'signing.prepare_signable_hashes.v1';
const prepareSignableHashes = defineRpc<RpcRequestJson<Pattern>, RpcResponseJson<Pattern>>(
  'signing.prepare_signable_hashes.v1',
);

/** signing.prepare_signable_hashes.v1, asked by the envelopes service for a local-plugin signer. */
@Controller()
export class SignableHashesRpcController {
  constructor(private readonly prepare: PrepareSignableHashesUseCase) {}

  @RpcHandler(prepareSignableHashes)
  async handle(@Payload() payload: unknown): Promise<RpcResponseJson<Pattern>> {
    let request: RpcRequest<Pattern>;
    try {
      request = decodeRpcRequest('signing.prepare_signable_hashes.v1', payload as never);
    } catch {
      throw AppError.validation({ body: ['The request is not a PrepareSignableHashesRequest.'] });
    }
    return encodeRpcResponse('signing.prepare_signable_hashes.v1', await this.prepare.execute(request));
  }
}
