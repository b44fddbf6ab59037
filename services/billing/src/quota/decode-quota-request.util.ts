import { decodeRpcRequest, type RpcPattern, type RpcRequest } from '@rubrica/proto';
import { isUuid } from '@rubrica/service-kit';
import { QuotaError } from './quota.exception.js';

/**
 * Reads a quota request in either JSON spelling (`organization_id` or `organizationId`, as the
 * proto codec does) and refuses one without a valid organization id with a 422.
 */
export function decodeQuotaRequest<P extends RpcPattern>(pattern: P, payload: unknown): RpcRequest<P> {
  let request: RpcRequest<P>;
  try {
    request = decodeRpcRequest(pattern, (payload ?? {}) as never);
  } catch {
    throw QuotaError.invalidRequest(pattern);
  }
  const organizationId = (request as { organizationId?: unknown }).organizationId;
  if (!isUuid(organizationId)) {
    throw QuotaError.organizationNotUuid();
  }
  return request;
}
