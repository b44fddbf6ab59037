import { isUuid } from '@rubrica/service-kit';
import { decodeRpcRequest, type RpcPattern, type RpcRequest } from '@rubrica/proto';
import { ItemsError } from './items.exception.js';

/**
 * A storage request-reply payload decoded by its proto; a 422 for one that does not decode or
 * names no organization by uuid.
 */
export function decodeOrganizationRequest<P extends 'storage.get_item.v1' | 'storage.usage.v1'>(
  pattern: P & RpcPattern,
  payload: unknown,
  invalidField: string,
): RpcRequest<P> {
  let request: RpcRequest<P>;
  try {
    request = decodeRpcRequest(pattern, (payload ?? {}) as never);
  } catch {
    throw ItemsError.invalidRpcRequest(pattern, invalidField);
  }
  if (!isUuid(request.organizationId)) throw ItemsError.organizationNotUuid();
  return request;
}
