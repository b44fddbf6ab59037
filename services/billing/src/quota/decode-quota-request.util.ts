import { decodeRpcRequest, type RpcPattern, type RpcRequest } from '@rubrica/proto';
import { QuotaError } from './quota.exception.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (typeof organizationId !== 'string' || !UUID.test(organizationId)) {
    throw QuotaError.organizationNotUuid();
  }
  return request;
}
