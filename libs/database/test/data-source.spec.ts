import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@rubrica/testing';
import {
  createDataSource,
  runMigrations,
  withTransaction,
  type CreateDataSourceOptions,
} from '@rubrica/database';

@Entity('widgets')
class WidgetEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  displayName!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

class CreateWidgets1700000000100 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE widgets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        display_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE widgets');
  }
}

class AddWidgetColour1700000000200 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE widgets ADD COLUMN colour text');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE widgets DROP COLUMN colour');
  }
}

class BrokenMigration1700000000300 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT * FROM table_that_does_not_exist');
  }
  async down(): Promise<void> {}
}

const migrations = [CreateWidgets1700000000100, AddWidgetColour1700000000200];

describe('createDataSource + runMigrations', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('db_datasource');
    dataSource = await createDataSource({
      url: database.url,
      entities: [WidgetEntity],
      migrations,
      name: 'db-spec',
    }).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('applies pending migrations once and reports their names', async () => {
    expect(await runMigrations(dataSource)).toEqual([
      'CreateWidgets1700000000100',
      'AddWidgetColour1700000000200',
    ]);
    expect(await runMigrations(dataSource)).toEqual([]);
    const columns = await dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'widgets' ORDER BY ordinal_position`,
    );
    expect(columns.map((row: { column_name: string }) => row.column_name)).toEqual([
      'id',
      'display_name',
      'created_at',
      'colour',
    ]);
  });

  it('maps camelCase properties to snake_case columns and lets PostgreSQL generate uuids', async () => {
    const saved = await dataSource.getRepository(WidgetEntity).save({ displayName: 'Lamp' });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await dataSource.query('SELECT display_name FROM widgets WHERE id = $1', [saved.id]);
    expect(row.display_name).toBe('Lamp');
  });

  it('installs no extension (never uuid-ossp)', async () => {
    const extensions = await dataSource.query(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql'`);
    expect(extensions).toEqual([]);
  });

  it('reports the process name to PostgreSQL', async () => {
    const [row] = await dataSource.query('SELECT current_setting($1) AS name', ['application_name']);
    expect(row.name).toBe('db-spec');
  });

  describe('withTransaction', () => {
    it('commits when the callback resolves', async () => {
      const id = await withTransaction(dataSource, async (manager) => {
        const widget = await manager.getRepository(WidgetEntity).save({ displayName: 'Committed' });
        return widget.id;
      });
      expect(await dataSource.getRepository(WidgetEntity).findOneBy({ id })).not.toBeNull();
    });

    it('rolls back everything when the callback throws', async () => {
      await expect(
        withTransaction(dataSource, async (manager) => {
          await manager.getRepository(WidgetEntity).save({ displayName: 'Rolled back' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(
        await dataSource.getRepository(WidgetEntity).findOneBy({ displayName: 'Rolled back' }),
      ).toBeNull();
    });

    it('retries a serialization failure when asked to', async () => {
      let calls = 0;
      const result = await withTransaction(
        dataSource,
        async () => {
          calls += 1;
          if (calls === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
          return 'done';
        },
        { isolationLevel: 'SERIALIZABLE', retries: 2 },
      );
      expect(result).toBe('done');
      expect(calls).toBe(2);
    });

    it('does not retry other errors', async () => {
      let calls = 0;
      await expect(
        withTransaction(
          dataSource,
          async () => {
            calls += 1;
            throw Object.assign(new Error('unique'), { code: '23505' });
          },
          { retries: 3 },
        ),
      ).rejects.toThrow('unique');
      expect(calls).toBe(1);
    });
  });
});

describe('runMigrations in edge cases', () => {
  let database: TestDatabase;
  const sources: DataSource[] = [];

  beforeEach(async () => {
    database = await createTestDatabase('db_migrations');
  });

  afterEach(async () => {
    await Promise.all(sources.splice(0).map((source) => source.destroy()));
    await database.drop();
  });

  async function open(list: CreateDataSourceOptions['migrations']): Promise<DataSource> {
    const source = await createDataSource({ url: database.url, entities: [], migrations: list }).initialize();
    sources.push(source);
    return source;
  }

  it('applies nothing when one pending migration fails', async () => {
    const source = await open([...migrations, BrokenMigration1700000000300]);

    await expect(runMigrations(source)).rejects.toThrow();

    const [{ exists }] = await source.query(`SELECT to_regclass('public.widgets') IS NOT NULL AS exists`);
    expect(exists).toBe(false);
    expect(await runMigrations(await open(migrations))).toHaveLength(2);
  });

  it('runs each migration once when replicas migrate at the same time', async () => {
    const replicas = await Promise.all([open(migrations), open(migrations), open(migrations)]);

    const applied = await Promise.all(replicas.map((replica) => runMigrations(replica)));

    expect(applied.flat().sort()).toEqual(['AddWidgetColour1700000000200', 'CreateWidgets1700000000100']);
  });
});
