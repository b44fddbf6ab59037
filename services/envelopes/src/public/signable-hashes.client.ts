import { Injectable, Logger } from '@nestjs/common';
import { AppError, ErrorStatus, isAppError } from '@rubrica/errors';
import { RpcClient } from '@rubrica/messaging';
import { callRpc, type RpcRequestInit, type RpcResponse } from '@rubrica/proto';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { EnvelopesConfig } from '../envelopes.config.js';
import { relayedError } from '../common/envelopes.errors.js';
import { SignableHashesError } from './public.exception.js';

const PATTERN = 'signing.prepare_signable_hashes.v1';
export type PrepareSignableHashesRequest = RpcRequestInit<typeof PATTERN>;
export type PreparedSignableHashes = RpcResponse<typeof PATTERN>;

/**
 * signing.prepare_signable_hashes.v1, asked of the signing service: it stamps the recipient's
 * drawings and an empty signature on every document and answers the hashes the local plugin
 * signs. Its typed errors become the spec's shapes: an unusable certificate is a 422 on
 * `certificates`, a conflict a 409, and anything else (no answer, a fault) a 503.
 */
@Injectable()
export class SignableHashesClient {
  private readonly logger = new Logger('SignableHashesClient');

  constructor(
    private readonly rpc: RpcClient,
    @InjectEnvelopesConfig()
    private readonly config: Pick<EnvelopesConfig, 'PREPARE_SIGNABLE_HASHES_TIMEOUT_MS'>,
  ) {}

  async prepare(request: PrepareSignableHashesRequest): Promise<PreparedSignableHashes> {
    try {
      return await callRpc(this.rpc, PATTERN, request, {
        timeoutMs: this.config.PREPARE_SIGNABLE_HASHES_TIMEOUT_MS,
      });
    } catch (error) {
      throw toSpecError(error, this.logger);
    }
  }
}

function toSpecError(error: unknown, logger: Logger): AppError {
  if (isAppError(error)) {
    if (error.status === ErrorStatus.BadRequest || error.status === ErrorStatus.UnprocessableEntity) {
      const messages = [error.message, ...Object.values(error.errors ?? {}).flat()].filter(
        (message, index, all) => message && all.indexOf(message) === index,
      );
      return relayedError(error, ErrorStatus.UnprocessableEntity, { certificates: messages });
    }
    if (error.status >= 400 && error.status < 500 && error.status !== ErrorStatus.TooManyRequests) {
      return relayedError(error, ErrorStatus.Conflict);
    }
  }
  logger.warn(`${PATTERN} failed: ${(error as Error).message}`);
  return SignableHashesError.unavailable();
}
