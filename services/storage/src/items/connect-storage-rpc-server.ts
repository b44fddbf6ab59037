import type { INestApplication } from '@nestjs/common';
import { serveRpc } from '@rubrica/messaging';
import type { StorageConfig } from '../storage.config.js';

/**
 * Serves storage's request-reply handlers (`storage.get_item.v1`, `storage.usage.v1`) on NATS, in queue group
 * `storage` so replicas share the requests. Call before the app listens.
 */
export function connectStorageRpcServer(
  app: INestApplication,
  config: Pick<StorageConfig, 'NATS_URL'>,
): Promise<void> {
  return serveRpc(app, { natsUrl: config.NATS_URL, queue: 'storage' });
}
