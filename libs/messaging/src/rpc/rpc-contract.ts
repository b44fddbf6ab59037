import { MessagePattern } from '@nestjs/microservices';

/**
 * One request-reply operation: its NATS subject and, as phantom types, its request and reply.
 * Define each once (`defineRpc<MaySendRequest, MaySendReply>('billing.may_send.v1')`) beside the
 * proto messages it carries; the client and the handler both take their types from it.
 */
export interface RpcContract<Req, Res> {
  readonly pattern: string;
  /** Never set: carries the types only. */
  readonly types?: (request: Req) => Res;
}

export type RpcRequestOf<C> = C extends RpcContract<infer Req, unknown> ? Req : never;
export type RpcResponseOf<C> = C extends RpcContract<never, infer Res> ? Res : never;

/** `<service>.<operation>.v<version>`: lowercase dotted tokens ending in a version. */
const patternFormat = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+\.v[0-9]+$/;

export function defineRpc<Req, Res>(pattern: string): RpcContract<Req, Res> {
  if (!patternFormat.test(pattern)) {
    throw new Error(
      `RPC pattern "${pattern}" must look like "<service>.<operation>.v<version>" (e.g. billing.may_send.v1).`,
    );
  }
  return Object.freeze({ pattern });
}

/** Marks a controller method as the handler of `contract` (a typed `@MessagePattern`). */
export function RpcHandler(
  contract: RpcContract<unknown, unknown> | RpcContract<never, unknown>,
): MethodDecorator {
  return MessagePattern(contract.pattern);
}
