import type { INestApplication } from '@nestjs/common';
import { connectRpcServer, type RpcServerOptions } from './connect-rpc-server.js';

/**
 * Serves a service's request-reply handlers on NATS beside its HTTP routes: attaches the server
 * (`connectRpcServer`) and starts it, so the handlers answer before the app listens. The queue
 * group is the service's name, so its replicas share the requests.
 */
export async function serveRpc(app: INestApplication, options: RpcServerOptions): Promise<void> {
  connectRpcServer(app, options);
  await app.startAllMicroservices();
}
