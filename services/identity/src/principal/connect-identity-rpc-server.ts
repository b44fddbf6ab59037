import type { INestApplication } from '@nestjs/common';
import { serveRpc } from '@rubrica/messaging';
import type { IdentityConfig } from '../identity.config.js';

/**
 * Serves identity's request-reply handlers (`identity.resolve_principal.v1`, ...) on NATS, in
 * queue group `identity` so replicas share the requests. Call before the app listens.
 */
export function connectIdentityRpcServer(
  app: INestApplication,
  config: Pick<IdentityConfig, 'NATS_URL'>,
): Promise<void> {
  return serveRpc(app, { natsUrl: config.NATS_URL, queue: 'identity' });
}
