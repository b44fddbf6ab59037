import pg from 'pg';
import { resolveTestServices } from './resolve-test-services.js';
import { uniqueName } from './unique-name.js';

export interface TestDatabase {
  url: string;
  name: string;
  /** Closes whatever connections are still open to it and drops it. */
  drop(): Promise<void>;
}

/** A fresh, empty database of its own for one test file, so files can run in parallel. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const { postgresUrl } = await resolveTestServices();
  const name = uniqueName(`test_${prefix}`);
  await onMaintenanceDatabase(postgresUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const target = new URL(postgresUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    drop: () =>
      // WITH (FORCE) terminates the sessions a test left open (a pool not closed after a failure).
      onMaintenanceDatabase(postgresUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ),
  };
}

async function onMaintenanceDatabase(
  serverUrl: string,
  fn: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
