import type { QueryRunner } from 'typeorm';
import { SqlMigration } from './sql-migration.js';

class AddNotes1700000000000 extends SqlMigration {
  protected readonly upSql = [
    'CREATE TABLE notes (id uuid PRIMARY KEY, body text NOT NULL)',
    {
      sql: 'INSERT INTO notes (id, body) VALUES ($1, $2)',
      parameters: ['00000000-0000-4000-8000-000000000001', 'first'],
    },
  ];
  protected readonly downSql = ['DROP TABLE notes'];
}

function recordingRunner() {
  const queries: unknown[][] = [];
  const runner = {
    query: async (...call: unknown[]) => {
      queries.push(call);
      return [];
    },
  } as unknown as QueryRunner;
  return { runner, queries };
}

describe('SqlMigration', () => {
  it('runs its up statements in order, each with its parameters, and its down statements to undo them', async () => {
    const migration = new AddNotes1700000000000();
    const up = recordingRunner();
    await migration.up(up.runner);
    expect(up.queries).toEqual([
      ['CREATE TABLE notes (id uuid PRIMARY KEY, body text NOT NULL)'],
      ['INSERT INTO notes (id, body) VALUES ($1, $2)', ['00000000-0000-4000-8000-000000000001', 'first']],
    ]);

    const down = recordingRunner();
    await migration.down(down.runner);
    expect(down.queries).toEqual([['DROP TABLE notes']]);
  });

  it('keeps the class name TypeORM records as the migration applied', () => {
    expect(new AddNotes1700000000000().constructor.name).toBe('AddNotes1700000000000');
  });
});
