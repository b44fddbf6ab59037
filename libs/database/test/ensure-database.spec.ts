import pg from 'pg';
import { resolveTestServices, uniqueName } from '@rubrica/testing';
import { ensureDatabase } from '@rubrica/database';

describe('ensureDatabase', () => {
  let serverUrl: string;
  const created: string[] = [];

  beforeAll(async () => {
    serverUrl = (await resolveTestServices()).postgresUrl;
  });

  afterAll(async () => {
    await onServer(serverUrl, async (client) => {
      for (const name of created) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  });

  function urlFor(name: string): string {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  it('creates a missing database and leaves an existing one alone', async () => {
    const name = uniqueName('ensure_db');
    created.push(name);

    expect(await ensureDatabase(urlFor(name))).toBe(true);
    expect(await ensureDatabase(urlFor(name))).toBe(false);
    expect(await databaseExists(name)).toBe(true);
  });

  it('lets several processes race to create the same database', async () => {
    const name = uniqueName('ensure_race');
    created.push(name);

    const results = await Promise.all(Array.from({ length: 6 }, () => ensureDatabase(urlFor(name))));

    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await databaseExists(name)).toBe(true);
  });

  it('rejects a URL without a database name', async () => {
    const url = new URL(serverUrl);
    url.pathname = '/';
    await expect(ensureDatabase(url.toString())).rejects.toThrow(/names no database/);
  });

  async function databaseExists(name: string): Promise<boolean> {
    let exists = false;
    await onServer(serverUrl, async (client) => {
      const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      exists = result.rowCount === 1;
    });
    return exists;
  }
});

async function onServer(serverUrl: string, fn: (client: pg.Client) => Promise<void>): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
