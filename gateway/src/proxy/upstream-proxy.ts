import { crashPoint } from '@rubrica/config';
import { serviceAgent } from '@rubrica/service-kit';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import { finished } from 'node:stream';
import type { OnApplicationShutdown } from '@nestjs/common';
import { downstreamResponseHeaders } from './forwarded-headers.js';
import { sendUpstreamFailure } from './send-json.js';

export interface UpstreamProxyOptions {
  connectTimeoutMs: number;
  idleTimeoutMs: number;
}

export interface ProxyRequest {
  /** The owning service's base URL (`http://127.0.0.1:3002`, or with a path prefix). */
  baseUrl: string;
  /** Path and query to request from it. */
  path: string;
  headers: OutgoingHttpHeaders;
  requestId: string;
}

export type ProxyOutcome =
  | { kind: 'answered'; status: number }
  | { kind: 'failed'; status: 502 | 503 | 504; error: Error }
  | { kind: 'client-aborted' }
  /** The service answered, then the exchange broke midway (the client got a truncated response). */
  | { kind: 'broken'; status: number; error: Error };

class UpstreamError extends Error {
  constructor(
    readonly reason: 'connect-timeout' | 'idle-timeout',
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function failureFor(error: Error): { status: 502 | 503 | 504; message: string } {
  if (error instanceof UpstreamError) {
    return error.reason === 'connect-timeout'
      ? { status: 503, message: 'Service unavailable.' }
      : { status: 504, message: 'Gateway timeout.' };
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code && UNREACHABLE.has(code)) return { status: 503, message: 'Service unavailable.' };
  return { status: 502, message: 'Bad gateway.' };
}

function joinPath(base: URL, path: string): string {
  const prefix = base.pathname.endsWith('/') ? base.pathname.slice(0, -1) : base.pathname;
  return prefix + path;
}

const ignore = (): void => {};

/**
 * Pipes a service's answer into the client's response and calls `done` once: without an error
 * when the response has been handed over whole, with one when either side broke, both destroyed
 * then — what `stream.pipeline` does for two streams. `pipeline` also makes an AbortController per
 * call and aborts it when done, building a DOMException and its stack trace: with its other
 * bookkeeping, a few percent of the gateway's CPU on every request.
 */
function relay(source: IncomingMessage, target: ServerResponse, done: (error?: Error) => void): void {
  let over = false;
  const finish = (error?: Error | null): void => {
    if (over) return;
    over = true;
    stopSource();
    stopTarget();
    if (error) {
      source.destroy();
      target.destroy(error);
    }
    done(error ?? undefined);
  };
  // As with pipeline, an error either stream emits after the exchange is over is not left unhandled.
  source.on('error', ignore);
  target.on('error', ignore);
  // The answer ending is not enough: the exchange is over once the client's response has finished.
  const stopSource = finished(source, { writable: false }, (error) => {
    if (error) finish(error);
  });
  const stopTarget = finished(target, { readable: false }, finish);
  source.pipe(target);
}

/**
 * Streams one exchange to a service and back. Bodies flow chunk by chunk in both directions with
 * backpressure (`pipe`), so a 25 MB upload or download occupies a few socket buffers, never the
 * whole file. A client that goes away aborts the upstream exchange; a service that is down or
 * silent gets the client a 5xx in the spec's shape instead of a hang.
 */
export class UpstreamProxy implements OnApplicationShutdown {
  // Idle pooled connections close before the service would close them (see serviceAgent).
  private readonly httpAgent = serviceAgent(false);
  private readonly httpsAgent = serviceAgent(true);

  // The few service base URLs, parsed once rather than on every request.
  private readonly bases = new Map<string, URL>();

  constructor(private readonly options: UpstreamProxyOptions) {}

  private baseOf(baseUrl: string): URL {
    let base = this.bases.get(baseUrl);
    if (!base) {
      base = new URL(baseUrl);
      this.bases.set(baseUrl, base);
    }
    return base;
  }

  forward(req: IncomingMessage, res: ServerResponse, target: ProxyRequest): Promise<ProxyOutcome> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: ProxyOutcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };

      const base = this.baseOf(target.baseUrl);
      const secure = base.protocol === 'https:';
      const path = joinPath(base, target.path);
      const queryAt = path.indexOf('?');
      const options: http.RequestOptions & { pathname: string } = {
        protocol: base.protocol,
        hostname: base.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: base.port || (secure ? 443 : 80),
        method: req.method,
        path,
        // Not an http option (Node reads `path`): OpenTelemetry's http instrumentation reads it
        // before anything else, and without it parses `path` into a URL on every request.
        pathname: queryAt === -1 ? path : path.slice(0, queryAt),
        headers: target.headers,
        agent: secure ? this.httpsAgent : this.httpAgent,
      };
      const upstreamReq = (secure ? https : http).request(options);

      upstreamReq.on('socket', (socket) => {
        if (!socket.connecting) return;
        const timer = setTimeout(
          () =>
            upstreamReq.destroy(new UpstreamError('connect-timeout', 'connecting to the service timed out')),
          this.options.connectTimeoutMs,
        );
        const clear = () => clearTimeout(timer);
        socket.once('connect', clear);
        socket.once('close', clear);
      });
      // Socket inactivity in either direction; a steady slow stream keeps it alive.
      upstreamReq.setTimeout(this.options.idleTimeoutMs, () =>
        upstreamReq.destroy(new UpstreamError('idle-timeout', 'the service did not answer in time')),
      );

      let clientGone = false;
      const abandon = () => {
        if (clientGone || settled) return;
        clientGone = true;
        upstreamReq.destroy();
        settle({ kind: 'client-aborted' });
      };
      req.on('close', () => {
        if (!req.complete) abandon();
      });
      res.on('close', () => {
        if (!res.writableFinished) abandon();
      });

      upstreamReq.on('response', (upstreamRes) => {
        // The service has done the work; the client has not heard of it yet.
        crashPoint('gateway.after-upstream-answer');
        const status = upstreamRes.statusCode ?? 502;
        // The client can be gone before its 'close' has been told (its socket closed in the turn the
        // answer came): nothing is left to answer, and piping into a destroyed response throws.
        const clientLeft = () => {
          upstreamRes.resume();
          upstreamReq.destroy();
          clientGone = true;
          settle({ kind: 'client-aborted' });
        };
        if (clientGone || res.destroyed) return clientLeft();
        res.writeHead(
          status,
          upstreamRes.statusMessage,
          downstreamResponseHeaders(upstreamRes.headers, target.requestId),
        );
        if (res.destroyed) return clientLeft();
        relay(upstreamRes, res, (error) => {
          if (!error) settle({ kind: 'answered', status });
          else if (clientGone || res.destroyed)
            settle(clientGone ? { kind: 'client-aborted' } : { kind: 'broken', status, error });
          else settle({ kind: 'broken', status, error });
        });
      });

      upstreamReq.on('error', (error) => {
        if (clientGone) return;
        if (res.headersSent) {
          // The response already began: the only honest signal left is to cut it.
          res.destroy(error);
          settle({ kind: 'broken', status: res.statusCode, error });
          return;
        }
        const failure = failureFor(error);
        req.unpipe(upstreamReq);
        // The rest of an unsent body is of no use; drain it and close so the client sees the answer.
        const headers: OutgoingHttpHeaders = req.complete ? {} : { connection: 'close' };
        if (!req.complete) req.resume();
        sendUpstreamFailure(res, failure.status, failure.message, target.requestId, headers);
        settle({ kind: 'failed', status: failure.status, error });
      });

      req.pipe(upstreamReq);
      // After pipe's own listener: the service has the upload's first part, not the rest.
      if (req.headers['content-type']?.startsWith('multipart/'))
        req.once('data', () => crashPoint('gateway.mid-upload-forward'));
    });
  }

  /** Called by Nest once the HTTP server has stopped: drops the pooled service connections. */
  onApplicationShutdown(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
