import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventActor } from '../envelopes/history/event-actor.js';

/**
 * The address and browser of the HTTP request being handled, and the signed-in user (or API
 * client) making it when there is one; none outside a request (consumers, jobs).
 */
export const requestOrigin = new AsyncLocalStorage<{
  ipAddress: string;
  userAgent: string;
  actor?: EventActor;
}>();
