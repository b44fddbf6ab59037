import { isUuid } from '@rubrica/service-kit';
import { AppError } from '@rubrica/errors';
import { decodeRpcRequest, type RpcPattern, type RpcRequest } from '@rubrica/proto';

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
    throw AppError.validation({ [invalidField]: [`The request is not a valid ${pattern} request.`] });
  }
  if (!isUuid(request.organizationId))
    throw AppError.validation({ organization_id: ['The organization id must be a uuid.'] });
  return request;
}
