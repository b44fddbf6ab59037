import { SqlMigration } from '@rubrica/database';
import { statementTriggers } from './1737600000000-search-tables.js';

/**
 * What a search's exact total costs, for a `q` that most of a 100,000-envelope sender's rows match:
 * every row's text has to be tested to count it (100,000 heap rows), where its page alone, read
 * from the nearer end of the list's range, takes a few rows. So a search's total is counted once
 * and reused until one of the list's rows changes, which these versions tell:
 *
 * - `envelope_search_versions`: per organization and sender, the version of their
 *   `envelope_search` rows.
 * - `inbox_search_versions`: per organization and reader address, of their `inbox_search` rows.
 *
 * Statement triggers on the search tables give every changed sender and reader a new version in
 * the writing transaction (in key order; a statement that changes no row gives none). Versions are
 * taken from one sequence, so no value is ever given twice: not after a rollback, nor after the
 * tables are emptied. A version's row is locked until its writer commits, so the next writer of
 * that sender or reader waits, and a reader's snapshot holding version v holds exactly the rows
 * written with v. A total counted in the same statement as the version it read is exact for as
 * long as that version is current. A sender or reader without a row (their search rows emptied by
 * a TRUNCATE) has no version, and nothing is reused for them.
 *
 * A count is no parallel scan of the search tables: on the lists bench's 2-core machine, shared
 * with other work, the planner's parallel sequential scan counted 100,000 matches slower than one
 * process reading the sender's rows (577–717 ms against 330–470 ms at load average 15), and on a
 * bigger table it would read every organization's rows.
 */
export class SearchCounts1737700000000 extends SqlMigration {
  protected readonly upSql = [
    'ALTER TABLE envelope_search SET (parallel_workers = 0)',
    'ALTER TABLE inbox_search SET (parallel_workers = 0)',
    'CREATE SEQUENCE search_version_seq',
    `
      CREATE TABLE envelope_search_versions (
        organization_id uuid NOT NULL,
        sender_user_id uuid NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (organization_id, sender_user_id)
      );
      CREATE TABLE inbox_search_versions (
        organization_id uuid NOT NULL,
        inbox_address text NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (organization_id, inbox_address)
      )`,
    `
      INSERT INTO envelope_search_versions (organization_id, sender_user_id, version)
      SELECT organization_id, sender_user_id, nextval('search_version_seq')
        FROM (SELECT DISTINCT organization_id, sender_user_id FROM envelope_search) AS senders`,
    `
      INSERT INTO inbox_search_versions (organization_id, inbox_address, version)
      SELECT organization_id, inbox_address, nextval('search_version_seq')
        FROM (SELECT DISTINCT organization_id, inbox_address FROM inbox_search) AS readers`,
    versionsFunction('envelope_search_versions_apply', 'envelope_search_versions', 'sender_user_id'),
    versionsFunction('inbox_search_versions_apply', 'inbox_search_versions', 'inbox_address'),
    ...statementTriggers('versions', [
      ['envelope_search', 'envelope_search_versions_apply'],
      ['inbox_search', 'inbox_search_versions_apply'],
    ]),
    // A TRUNCATE of a search table empties its versions table, which its trigger names.
    `
      CREATE FUNCTION search_versions_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
        RETURN NULL;
      END $$`,
    ...(
      [
        ['envelope_search', 'envelope_search_versions'],
        ['inbox_search', 'inbox_search_versions'],
      ] as const
    ).map(
      ([table, versions]) =>
        `CREATE TRIGGER ${table}_versions_truncate AFTER TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION search_versions_truncate('${versions}')`,
    ),
  ];

  protected readonly downSql = [
    // CASCADE: with the functions go the triggers that run them.
    `DROP FUNCTION search_versions_truncate(), inbox_search_versions_apply(), envelope_search_versions_apply()
       CASCADE`,
    'DROP TABLE inbox_search_versions, envelope_search_versions',
    'DROP SEQUENCE search_version_seq',
    'ALTER TABLE inbox_search RESET (parallel_workers)',
    'ALTER TABLE envelope_search RESET (parallel_workers)',
  ];
}

/**
 * The trigger function giving a new version to each owner (`owner`: the column naming the sender or
 * reader) of the rows a statement changed, as they were and as they are.
 */
export function versionsFunction(name: string, versions: string, owner: string): string {
  const bump = (keys: string) => bumpVersions(versions, owner, keys);
  const keys = (table: string) => `SELECT organization_id, ${owner} FROM ${table}`;
  return `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN${bump(`SELECT DISTINCT organization_id, ${owner} FROM new_rows`)}
      ELSIF TG_OP = 'DELETE' THEN${bump(`SELECT DISTINCT organization_id, ${owner} FROM old_rows`)}
      ELSE${bump(`${keys('old_rows')} UNION ${keys('new_rows')}`)}
      END IF;
      RETURN NULL;
    END $$`;
}

/** Gives each owner (`organization_id`, `owner`) of `keys` a new version, in key order. */
export function bumpVersions(versions: string, owner: string, keys: string): string {
  return `
        INSERT INTO ${versions} AS v (organization_id, ${owner}, version)
        SELECT organization_id, ${owner}, nextval('search_version_seq')
          FROM (${keys}) AS changed ORDER BY 1, 2
        ON CONFLICT (organization_id, ${owner}) DO UPDATE SET version = EXCLUDED.version;`;
}
