import type { JsonValue } from '@bufbuild/protobuf';
import {
  decodeRpcResponse,
  encodeRpcRequest,
  type RpcRequestInit,
  type RpcRequestJson,
  type RpcResponseJson,
} from './rpc-codec.js';
import { rpcDefinition, type RpcPattern, type RpcResponse } from './subjects.js';

/**
 * A request-reply operation as it travels: its pattern and, as phantom types, the proto3 JSON of
 * its request and answer. `@RpcHandler(...)` and `RpcClient.request(...)` of @rubrica/messaging
 * take it as their contract, so neither side declares the shapes again.
 */
export interface ProtoRpcContract<P extends RpcPattern> {
  readonly pattern: P;
  /** Never set: carries the types only. */
  readonly types?: (request: RpcRequestJson<P>) => RpcResponseJson<P>;
}

export function rpcContract<P extends RpcPattern>(pattern: P): ProtoRpcContract<P> {
  rpcDefinition(pattern);
  return Object.freeze({ pattern });
}

/** What a caller needs of a request-reply client (@rubrica/messaging's `RpcClient`). */
export interface RpcRequester {
  request<Req, Res>(
    target: { readonly pattern: string; readonly types?: (request: Req) => Res },
    data: Req,
    options?: { timeoutMs?: number },
  ): Promise<Res>;
}

export interface CallRpcOptions {
  timeoutMs?: number;
  /** Another subject serving the same operation (tests run their own server on their own subject). */
  subject?: string;
}

/**
 * Asks `pattern` with a typed request and answers the reply decoded by its proto message (either
 * JSON spelling of a field name is read, unknown fields are skipped).
 */
export async function callRpc<P extends RpcPattern>(
  client: RpcRequester,
  pattern: P,
  request: RpcRequestInit<P>,
  options: CallRpcOptions = {},
): Promise<RpcResponse<P>> {
  const { subject, ...requestOptions } = options;
  const target = subject ? { pattern: subject } : rpcContract(pattern);
  const reply = await client.request<RpcRequestJson<P>, RpcResponseJson<P>>(
    target,
    encodeRpcRequest(pattern, request),
    requestOptions,
  );
  return decodeRpcResponse(pattern, reply as JsonValue);
}
