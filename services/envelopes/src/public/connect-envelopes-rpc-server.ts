import type { INestApplication } from '@nestjs/common';
import { serveRpc } from '@rubrica/messaging';
import type { EnvelopesConfig } from '../envelopes.config.js';

/**
 * Serves the envelopes service's request-reply handlers (`envelopes.resolve_action_token.v1`) on
 * NATS, in queue group `envelopes` so replicas share the requests. Call before the app listens.
 */
export function connectEnvelopesRpcServer(
  app: INestApplication,
  config: Pick<EnvelopesConfig, 'NATS_URL'>,
): Promise<void> {
  return serveRpc(app, { natsUrl: config.NATS_URL, queue: 'envelopes' });
}
