import type { INestApplication } from '@nestjs/common';
import { serveRpc } from '@rubrica/messaging';
import type { BillingConfig } from '../billing.config.js';

/**
 * Serves billing's request-reply handlers (`billing.may_send.v1`, ...) on NATS, in queue group
 * `billing` so replicas share the requests. Call before the app listens.
 */
export function connectBillingRpcServer(
  app: INestApplication,
  config: Pick<BillingConfig, 'NATS_URL'>,
): Promise<void> {
  return serveRpc(app, { natsUrl: config.NATS_URL, queue: 'billing' });
}
