import type { IncomingMessage } from 'node:http';

export interface ClientAddress {
  /** The address the gateway attributes the request to (rate limits, logs, X-Forwarded-For). */
  ip: string;
  /** The X-Forwarded-For chain to send on: the trusted part of the incoming one plus our peer. */
  forwardedFor: string;
  proto: string;
  host: string | undefined;
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function firstOf(value: string | undefined): string | undefined {
  const first = value?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/**
 * Works out who the client is. Only the last `trustedHops` X-Forwarded-For entries were written by
 * proxies we run; anything left of them was written by the client and is dropped.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): ClientAddress {
  const peer = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const ownHost = req.headers.host;
  if (trustedHops <= 0) {
    return { ip: peer, forwardedFor: peer, proto: encrypted ? 'https' : 'http', host: ownHost };
  }
  const chain = (headerValue(req, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Each trusted proxy appended the address it saw, so the client is the trustedHops-th entry from
  // the right; a shorter chain means the request skipped a proxy, and its first entry is the best guess.
  const start = chain.length - trustedHops;
  const ip = start >= 0 ? chain[start] : (chain[0] ?? peer);
  const kept = start >= 0 ? chain.slice(start) : chain;
  return {
    ip: ip.replace(/^::ffff:/, ''),
    forwardedFor: [...kept, peer].join(', '),
    proto: firstOf(headerValue(req, 'x-forwarded-proto')) ?? (encrypted ? 'https' : 'http'),
    host: firstOf(headerValue(req, 'x-forwarded-host')) ?? ownHost,
  };
}
