import { randomUUID } from 'node:crypto';
import type { OnModuleDestroy } from '@nestjs/common';
import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import { AppError, ErrorStatus, fromWireError, isWireError } from '@rubrica/errors';
import { injectTraceContext, requestContext, SpanKind, withSpan } from '@rubrica/telemetry';
import type { RpcContract } from './rpc-contract.js';
import { requestIdHeader, toNatsHeaders } from './rpc-headers.js';
import { rpcUnavailable } from './rpc-unavailable.error.js';

export interface RpcClientOptions {
  natsUrl: string;
  /** Connection name shown by the NATS server (`nats server report connections`). */
  name?: string;
  /** Used when a request gives none; 5 s by default. */
  defaultTimeoutMs?: number;
}

export interface RpcRequestOptions {
  timeoutMs?: number;
}

/** What a Nest NATS server replies: `{ id, response }` or `{ id, err }`. */
interface ReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * Sends requests to Nest NATS handlers (`connectRpcServer`). It speaks Nest's packet format over
 * a plain NATS request so that "nobody subscribes" is known at once from the server's
 * no-responders status, instead of waiting for a timeout as Nest's ClientNats does.
 */
export class RpcClient implements OnModuleDestroy {
  private connection: Promise<NatsConnection> | undefined;

  constructor(private readonly options: RpcClientOptions) {}

  /**
   * Sends `data` to the handler of `target` and resolves with its reply. A remote `AppError`
   * is rethrown here as the same `AppError`; any other remote failure arrives as a 500 without
   * its text; no handler, no reply in time or no NATS are a 503 `rpc.unavailable`.
   */
  async request<Req, Res>(
    target: string | RpcContract<Req, Res>,
    data: Req,
    options: RpcRequestOptions = {},
  ): Promise<Res> {
    const pattern = typeof target === 'string' ? target : target.pattern;
    const timeout = options.timeoutMs ?? this.options.defaultTimeoutMs ?? 5_000;
    return withSpan(
      `rpc ${pattern}`,
      async () => {
        const nats = await this.connect(pattern);
        const carrier = injectTraceContext({});
        const requestId = requestContext.getStore()?.requestId;
        if (requestId) carrier[requestIdHeader] = requestId;
        const body = JSON.stringify({ pattern, data, id: randomUUID() });
        let packet: ReplyPacket;
        try {
          const reply = await nats.request(pattern, body, { timeout, headers: toNatsHeaders(carrier) });
          packet = reply.json<ReplyPacket>();
        } catch (error) {
          throw unavailableOrRethrow(pattern, timeout, error);
        }
        if (packet.err !== undefined && packet.err !== null) throw rebuild(packet.err);
        return packet.response as Res;
      },
      {
        kind: SpanKind.CLIENT,
        attributes: { 'rpc.system': 'nats', 'rpc.method': pattern, 'messaging.destination.name': pattern },
      },
    );
  }

  async close(): Promise<void> {
    const pending = this.connection;
    this.connection = undefined;
    if (!pending) return;
    const nats = await pending.catch(() => undefined);
    if (nats && !nats.isClosed()) await nats.drain();
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  private async connect(pattern: string): Promise<NatsConnection> {
    this.connection ??= connect({ servers: this.options.natsUrl, name: this.options.name });
    const pending = this.connection;
    try {
      const nats = await pending;
      if (!nats.isClosed()) return nats;
    } catch {
      // Fall through: forget the failed attempt so the next request tries again.
    }
    if (this.connection === pending) this.connection = undefined;
    throw rpcUnavailable(pattern, 'no connection to NATS');
  }
}

function unavailableOrRethrow(pattern: string, timeout: number, error: unknown): unknown {
  if (error instanceof errors.RequestError && error.isNoResponders())
    return rpcUnavailable(pattern, 'no responders');
  if (error instanceof errors.NoRespondersError) return rpcUnavailable(pattern, 'no responders');
  if (error instanceof errors.TimeoutError) return rpcUnavailable(pattern, `no reply within ${timeout} ms`);
  if (error instanceof errors.RequestError && error.cause instanceof errors.TimeoutError) {
    return rpcUnavailable(pattern, `no reply within ${timeout} ms`);
  }
  if (
    error instanceof errors.ClosedConnectionError ||
    error instanceof errors.DrainingConnectionError ||
    error instanceof errors.ConnectionError
  ) {
    return rpcUnavailable(pattern, 'no connection to NATS');
  }
  return error;
}

/** A reply's `err` is a wire error from our filter; anything else is not ours to show. */
function rebuild(err: unknown): AppError {
  if (isWireError(err)) return fromWireError(err);
  return new AppError('internal', ErrorStatus.Internal, 'Server error.');
}
