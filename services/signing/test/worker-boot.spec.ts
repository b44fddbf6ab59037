import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { startPrivateNatsServer, uniqueName, type PrivateNatsServer } from '@rubrica/testing';
import { loadSigningWorkerConfig } from '../src/signing.config.js';
import { WorkerModule } from '../src/worker.module.js';

// The worker consumes the envelopes service's requests: on a NATS of its own it takes none of
// the requests other test files publish.
let nats: PrivateNatsServer | undefined;
const env: Record<string, string> = {
  JOBS_PREFIX: uniqueName('signing_boot'),
  SIGNING_REQUESTS_DURABLE: uniqueName('signing_boot'),
  SEALING_REQUESTS_DURABLE: uniqueName('sealing_boot'),
};

beforeAll(async () => {
  nats = await startPrivateNatsServer('signing-worker-boot');
  env.NATS_URL = nats.url;
});

afterAll(async () => {
  await nats?.stop();
});

describeServiceBoot({
  name: 'signing-worker',
  kind: 'worker',
  loadConfig: loadSigningWorkerConfig,
  module: (config) => WorkerModule.forRoot(config),
  tables: ['signing_requests', 'signature_profiles'],
  env,
});
