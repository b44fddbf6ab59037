import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';
import { serviceAgent } from '@rubrica/service-kit';

export interface IdentityFetchOptions {
  /** The issuer as the world sees it (`https://rubrica.example/oidc`). */
  publicIssuer: string;
  /** Where the gateway reaches the identity service (`http://identity:3001`). */
  identityUrl: string;
}

export interface IdentityFetch {
  fetch: CustomFetch;
  /** Drops the pooled connections (on shutdown). */
  close(): void;
}

function bodyBytes(body: CustomFetchOptions['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  // openid-client sends forms and JSON only; a stream body would be a new use to support here.
  throw new TypeError('identity fetch: unsupported request body');
}

function responseHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * openid-client's HTTP calls (discovery, token, introspection, revocation) sent to the identity
 * service's internal address while speaking to it as the public issuer: `Host` and
 * `X-Forwarded-Host`/`-Proto` carry the public origin, so the authorization server (behind
 * `proxy: true`) builds the same public endpoint URLs the browser is sent to, and the issuer
 * identity openid-client checks stays the public one. Node's fetch cannot set `Host`, hence
 * node:http here.
 */
export function createIdentityFetch(options: IdentityFetchOptions): IdentityFetch {
  const publicOrigin = new URL(options.publicIssuer);
  const internal = new URL(options.identityUrl);
  const internalPrefix = internal.pathname.replace(/\/$/, '');
  const secure = internal.protocol === 'https:';
  const agent = serviceAgent(secure);

  const send: CustomFetch = (url, init) => {
    const target = new URL(url);
    // Endpoints elsewhere than the issuer's origin are not ours to reroute.
    if (target.origin !== publicOrigin.origin) return fetch(url, init as RequestInit);

    const body = bodyBytes(init.body);
    const headers: Record<string, string> = {
      ...init.headers,
      host: publicOrigin.host,
      'x-forwarded-host': publicOrigin.host,
      'x-forwarded-proto': publicOrigin.protocol.slice(0, -1),
    };
    if (body) headers['content-length'] = String(body.length);

    return new Promise<Response>((resolve, reject) => {
      const request = (secure ? https : http).request(
        {
          protocol: internal.protocol,
          hostname: internal.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: internal.port || (secure ? 443 : 80),
          method: init.method,
          path: internalPrefix + target.pathname + target.search,
          headers,
          agent,
          signal: init.signal,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 502;
            const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(
              new Response(payload, {
                status,
                statusText: response.statusMessage,
                headers: responseHeaders(response.headers),
              }),
            );
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
  return { fetch: send, close: () => agent.destroy() };
}
