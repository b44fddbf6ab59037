import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@rubrica/messaging';
import {
  decodeRpcRequest,
  encodeRpcResponse,
  rpcContract,
  type RpcRequest,
  type RpcResponseJson,
} from '@rubrica/proto';
import { QualifiedSignatureError } from './qualified-signatures.exception.js';
import { PrepareSignableHashesUseCase } from './use-cases/prepare-signable-hashes/prepare-signable-hashes.use-case.js';

type Pattern = 'signing.prepare_signable_hashes.v1';

/** signing.prepare_signable_hashes.v1, asked by the envelopes service for a local-plugin signer. */
@Controller()
export class SignableHashesRpcController {
  constructor(private readonly prepare: PrepareSignableHashesUseCase) {}

  @RpcHandler(rpcContract('signing.prepare_signable_hashes.v1'))
  async handle(@Payload() payload: unknown): Promise<RpcResponseJson<Pattern>> {
    let request: RpcRequest<Pattern>;
    try {
      request = decodeRpcRequest('signing.prepare_signable_hashes.v1', payload as never);
    } catch {
      throw QualifiedSignatureError.invalidRpcRequest();
    }
    return encodeRpcResponse('signing.prepare_signable_hashes.v1', await this.prepare.execute(request));
  }
}
