import pg from 'pg';
import { createTestDatabase, resolveTestServices } from '@rubrica/testing';

async function databaseExists(name: string): Promise<boolean> {
  const url = new URL((await resolveTestServices()).postgresUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('createTestDatabase', () => {
  it('creates a fresh, empty database with its own name and a URL pointing at it', async () => {
    const [a, b] = await Promise.all([createTestDatabase('spec'), createTestDatabase('spec')]);
    try {
      expect(a.name).not.toBe(b.name);
      const client = new pg.Client({ connectionString: a.url });
      await client.connect();
      const [{ current_database: current }] = (await client.query('SELECT current_database()')).rows;
      const tables = await client.query(
        `SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      await client.end();
      expect(current).toBe(a.name);
      expect(tables.rowCount).toBe(0);
    } finally {
      await a.drop();
      await b.drop();
    }
  });

  it('drops the database even while a connection to it is still open', async () => {
    const database = await createTestDatabase('spec_drop');
    const leftover = new pg.Client({ connectionString: database.url });
    leftover.on('error', () => undefined); // the server ends this session on purpose
    await leftover.connect();

    await database.drop();

    expect(await databaseExists(database.name)).toBe(false);
    await leftover.end().catch(() => undefined);
  });
});
