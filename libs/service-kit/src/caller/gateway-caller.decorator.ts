import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  callerFromGatewayHeaders,
  type GatewayCaller as Caller,
  type RequestWithHeaders,
} from './gateway-caller.js';

/** Where the guard leaves the caller it read, so a request parses its headers once. */
export const GATEWAY_CALLER = Symbol('rubrica.service-kit.gateway-caller');

/** The caller's shape, under the decorator's name so one import serves both. */
export type GatewayCaller = Caller;

export type RequestWithCaller = RequestWithHeaders & { [GATEWAY_CALLER]?: Caller };

export function gatewayCallerOf(request: RequestWithCaller): Caller {
  request[GATEWAY_CALLER] ??= callerFromGatewayHeaders(request);
  return request[GATEWAY_CALLER];
}

/**
 * `@GatewayCaller() caller: GatewayCaller` in a controller method (401 without a user);
 * `@GatewayCaller('organizationId')` gives one field.
 */
export const GatewayCaller = createParamDecorator(
  (field: keyof Caller | undefined, context: ExecutionContext) => {
    const caller = gatewayCallerOf(context.switchToHttp().getRequest<RequestWithCaller>());
    return field ? caller[field] : caller;
  },
);
