import type { Request } from 'express';

/**
 * The caller's address: the first X-Forwarded-For entry, which only the gateway sets (it drops
 * whatever a client sent), or the socket's peer when called directly.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}
