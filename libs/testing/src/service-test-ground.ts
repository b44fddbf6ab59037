import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './create-test-database.js';
import { startPrivateNatsServer } from './private-nats-server.js';
import { resolveTestServices } from './resolve-test-services.js';

/** The settings every process of a service reads from its ground, its logging silenced. */
export interface ServiceTestGroundEnv {
  LOG_LEVEL: string;
  DATABASE_URL: string;
  NATS_URL: string;
  REDIS_URL: string;
  BLOB_FS_ROOT: string;
}

/**
 * What a service's process stands on in a spec: a fresh database and a blob folder of its own,
 * beside the test NATS (or a private one, see `privateNats`) and Redis.
 */
export interface ServiceTestGround {
  database: TestDatabase;
  /** The blob store's folder (`BLOB_FS_ROOT`). */
  blobRoot: string;
  redisUrl: string;
  env: ServiceTestGroundEnv;
  /**
   * Drops the database (unless `keepDatabase`: a later ground of the spec starts on it), removes
   * the blob folder and stops the private NATS server: after the app closed, or when it failed to
   * boot.
   */
  release(options?: { keepDatabase?: boolean }): Promise<void>;
}

export interface ServiceTestGroundOptions {
  /**
   * A NATS server of the spec's own (see `startPrivateNatsServer`), where fixed request-reply
   * subjects answer only this spec's app.
   */
  privateNats?: { fallbackToShared?: boolean };
  /**
   * The database an earlier ground of the same spec left (released with `keepDatabase`), for an
   * app restarted on what the one before it wrote; this ground drops it when released.
   */
  database?: TestDatabase;
}

/**
 * Makes a spec app's ground, named after its service and the spec (`envelopes`, `drafting`), so
 * spec files of one service can run side by side.
 */
export async function serviceTestGround(
  service: string,
  name: string,
  options: ServiceTestGroundOptions = {},
): Promise<ServiceTestGround> {
  const services = await resolveTestServices();
  const nats = options.privateNats
    ? await startPrivateNatsServer(`${service}-${name}`, options.privateNats)
    : { url: services.natsUrl, stop: async () => {} };
  const database = options.database ?? (await createTestDatabase(`${service}_${name}`));
  const blobRoot = await mkdtemp(join(tmpdir(), `${service}-${name}-blobs-`));
  return {
    database,
    blobRoot,
    redisUrl: services.redisUrl,
    env: {
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      REDIS_URL: services.redisUrl,
      BLOB_FS_ROOT: blobRoot,
    },
    release: async ({ keepDatabase = false } = {}) => {
      if (!keepDatabase) await database.drop();
      await rm(blobRoot, { recursive: true, force: true });
      await nats.stop();
    },
  };
}
