import type { INestApplication } from '@nestjs/common';
import { serveRpc } from '@rubrica/messaging';
import type { SigningConfig } from '../signing.config.js';

/**
 * Serves the signing service's request-reply handlers (`signing.prepare_signable_hashes.v1`) on
 * NATS, in queue group `signing` so replicas share the requests. Call before the app listens.
 */
export function connectSigningRpcServer(
  app: INestApplication,
  config: Pick<SigningConfig, 'NATS_URL'>,
): Promise<void> {
  return serveRpc(app, { natsUrl: config.NATS_URL, queue: 'signing' });
}
