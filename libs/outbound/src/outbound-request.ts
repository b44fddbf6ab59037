import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkOutboundUrl, type CheckedTarget } from './check-outbound-url.js';
import { OutboundErrorCode, outboundError } from './outbound.errors.js';
import type { OutboundPolicy } from './outbound-policy.js';

export interface OutboundRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange, connection to last byte. */
  timeoutMs?: number;
  /** A longer answer is cut and refused. */
  maxResponseBytes?: number;
  /** The request field that carried the URL, for the 422 of a refused one. */
  field?: string;
  /** A TLS client certificate and its key (PEM), for a server that authenticates its callers so. */
  clientCertificate?: { cert: string | Buffer; key: string | Buffer };
  /** The CA (PEM) a server's certificate chains to when a private CA issued it; the system's otherwise. */
  ca?: string | Buffer;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The address the call connected to. */
  address: string;
}

/** Hands the checked address to the socket, whatever name the URL carries (TLS still uses it). */
function pinnedLookup(target: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(
        null,
        [{ address: target.address, family: target.family }],
      );
    } else {
      callback(null, target.address, target.family);
    }
  };
}

/**
 * One HTTP exchange with a customer-supplied URL, through the SSRF guard: the URL and its
 * addresses are checked first, the connection goes to the checked address, redirects are
 * answered as they are (never followed), and time and answer size are bounded.
 */
export async function outboundRequest(
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const target = await checkOutboundUrl(request.url, policy, request.field);
  const timeoutMs = request.timeoutMs ?? 10_000;
  const maxBytes = request.maxResponseBytes ?? 1024 * 1024;
  const transport = target.url.protocol === 'https:' ? https : http;

  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (error: unknown) =>
      settle(() => {
        outgoing.destroy();
        reject(
          error instanceof Error && 'code' in error && String(error.code).startsWith('outbound.')
            ? error
            : outboundError(
                OutboundErrorCode.Unreachable,
                `The call failed: ${error instanceof Error ? error.message : String(error)}`,
              ),
        );
      });
    const outgoing = transport.request(target.url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      lookup: pinnedLookup(target),
      agent: false,
      ...(request.clientCertificate ?? {}),
      ...(request.ca ? { ca: request.ca } : {}),
    });
    const timer = setTimeout(
      () => fail(outboundError(OutboundErrorCode.Unreachable, `No answer within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    outgoing.on('error', fail);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) {
          fail(
            outboundError(OutboundErrorCode.ResponseTooLarge, `The answer is larger than ${maxBytes} bytes.`),
          );
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () =>
        settle(() =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            address: target.address,
          }),
        ),
      );
    });
    outgoing.end(request.body);
  });
}
