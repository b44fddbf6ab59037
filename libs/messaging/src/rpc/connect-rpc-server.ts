import type { INestApplication, INestMicroservice } from '@nestjs/common';
import { ServerNats, type CustomStrategy, type NestMicroservice } from '@nestjs/microservices';
import { RpcErrorFilter } from './rpc-error.filter.js';
import { traceRpcServer } from './trace-rpc-server.js';

export interface RpcServerOptions {
  natsUrl: string;
  /**
   * Queue group shared by the replicas of one service (usually the service name): each request
   * goes to one replica.
   */
  queue: string;
  /** Connection name shown by the NATS server; the queue name by default. */
  name?: string;
  /**
   * On close, how long to keep the connection after unsubscribing so requests already received
   * can reply; 2 s by default.
   */
  shutdownGraceMs?: number;
}

/**
 * Attaches a NATS request-reply server to a Nest HTTP application: the `@RpcHandler` /
 * `@MessagePattern` methods of its controllers answer on their subjects in `queue`, errors
 * reply as wire errors, trace context and request id continue from the caller. The server
 * starts with `app.startAllMicroservices()` and stops with `app.close()`.
 */
export function connectRpcServer(app: INestApplication, options: RpcServerOptions): INestMicroservice {
  const server = new ServerNats({
    servers: options.natsUrl,
    queue: options.queue,
    name: options.name ?? options.queue,
    // Let in-flight requests finish when the process stops; new ones go to the other replicas.
    gracefulShutdown: true,
    gracePeriod: options.shutdownGraceMs ?? 2_000,
    // NATS away at start (restarting, or not up yet) delays the start instead of ending the
    // process: without these a service restarted during a NATS restart exits and stays down.
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
  });
  traceRpcServer(server);
  // Handlers are bound with the global filters known at that moment: defer the binding to
  // listen() so the filter below applies. The application runs the lifecycle hooks itself.
  const microservice = app.connectMicroservice<CustomStrategy>(
    { strategy: server },
    { deferInitialization: true },
  ) as NestMicroservice;
  microservice.setIsInitHookCalled(true);
  microservice.useGlobalFilters(new RpcErrorFilter());
  return microservice;
}
