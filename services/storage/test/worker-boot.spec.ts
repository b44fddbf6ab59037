import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STREAMS } from '@rubrica/proto';
import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { resolveTestServices, uniqueName } from '@rubrica/testing';
import { loadStorageWorkerConfig } from '../src/storage.config.js';
import { WorkerModule } from '../src/worker.module.js';
import { createDurableFromNow } from './support/conversion-test-kit.js';

const durable = uniqueName('conversions_boot');

// Registered before describeServiceBoot's own hooks, so the durable exists when the process starts.
beforeAll(async () => {
  const nats = await connect({ servers: (await resolveTestServices()).natsUrl });
  await createDurableFromNow(nats, durable);
  await nats.close();
});

afterAll(async () => {
  const nats = await connect({ servers: (await resolveTestServices()).natsUrl });
  await (
    await jetstreamManager(nats)
  ).consumers
    .delete(STREAMS.envelopes.name, durable)
    .catch(() => undefined);
  await nats.close();
});

describeServiceBoot({
  name: 'storage-worker',
  kind: 'worker',
  loadConfig: loadStorageWorkerConfig,
  module: (config) => WorkerModule.forRoot(config),
  tables: ['conversion_requests'],
  env: {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    CONVERSION_REQUESTS_DURABLE: durable,
    JOBS_PREFIX: uniqueName('jobs_storage_boot'),
    BLOB_FS_ROOT: join(tmpdir(), uniqueName('storage-boot-blobs')),
  },
});
