import { AsyncLocalStorage } from 'node:async_hooks';

/** The address and browser of the HTTP request being handled; none outside a request (consumers, jobs). */
export const requestOrigin = new AsyncLocalStorage<{ ipAddress: string; userAgent: string }>();
