import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
}

/** The request id of the work in progress (HTTP request or message), read by the logger. */
export const requestContext = new AsyncLocalStorage<RequestContext>();
