import type { JsonValue, MessageInitShape, MessageJsonType } from '@bufbuild/protobuf';
import { decodeMessage, encodeMessage } from './event-codec.js';
import {
  rpcDefinition,
  type RpcPattern,
  type RpcRequest,
  type RpcRequestSchema,
  type RpcResponse,
  type RpcResponseSchema,
} from './subjects.js';

export type RpcRequestInit<P extends RpcPattern> = MessageInitShape<RpcRequestSchema<P>>;
export type RpcResponseInit<P extends RpcPattern> = MessageInitShape<RpcResponseSchema<P>>;
export type RpcRequestJson<P extends RpcPattern> = MessageJsonType<RpcRequestSchema<P>>;
export type RpcResponseJson<P extends RpcPattern> = MessageJsonType<RpcResponseSchema<P>>;

export function encodeRpcRequest<P extends RpcPattern>(
  pattern: P,
  request: RpcRequestInit<P>,
): RpcRequestJson<P> {
  return encodeMessage(rpcDefinition(pattern).request, request) as RpcRequestJson<P>;
}

export function decodeRpcRequest<P extends RpcPattern>(pattern: P, json: JsonValue | string): RpcRequest<P> {
  return decodeMessage(rpcDefinition(pattern).request, json) as RpcRequest<P>;
}

export function encodeRpcResponse<P extends RpcPattern>(
  pattern: P,
  response: RpcResponseInit<P>,
): RpcResponseJson<P> {
  return encodeMessage(rpcDefinition(pattern).response, response) as RpcResponseJson<P>;
}

export function decodeRpcResponse<P extends RpcPattern>(
  pattern: P,
  json: JsonValue | string,
): RpcResponse<P> {
  return decodeMessage(rpcDefinition(pattern).response, json) as RpcResponse<P>;
}
