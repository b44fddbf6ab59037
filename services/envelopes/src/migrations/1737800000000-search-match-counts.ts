import { SqlMigration } from '@rubrica/database';
import { bumpVersions, versionsFunction } from './1737700000000-search-counts.js';

/** The lists whose searches' match counts are kept: their search table, owner and state columns. */
const LISTS = [
  {
    table: 'envelope_search',
    versions: 'envelope_search_versions',
    apply: 'envelope_search_versions_apply',
    patterns: 'envelope_search_patterns',
    counts: 'envelope_search_counts',
    owner: 'sender_user_id',
    ownerType: 'uuid',
    states: ['state'],
  },
  {
    table: 'inbox_search',
    versions: 'inbox_search_versions',
    apply: 'inbox_search_versions_apply',
    patterns: 'inbox_search_patterns',
    counts: 'inbox_search_counts',
    owner: 'inbox_address',
    ownerType: 'text',
    states: ['envelope_state', 'state'],
  },
] as const;

/** How many searches' counts are kept per sender or reader (the least recently used go first). */
export const SEARCH_PATTERNS_KEPT = 16;

/**
 * A search's exact total after a write, without counting its matches again. A broad `q` in a
 * 100,000-envelope sender's list matches up to every row, and counting them tests each row's text
 * (about 100 ms on the lists bench's machine); the versions of `1737700000000-search-counts` let a
 * total counted once be reused only until the list's next write. These tables keep the counts
 * themselves, per search, up to date through every write:
 *
 * - `envelope_search_patterns` / `inbox_search_patterns`: per organization, sender (or reader
 *   address) and LIKE pattern (`%q%`, `q` escaped and lower-cased, matched against the stored
 *   lower-cased text), the searches whose counts are kept, with when one was last read
 *   (`used_at`, refreshed at most once a minute) so that only `SEARCH_PATTERNS_KEPT` per owner stay.
 * - `envelope_search_counts` / `inbox_search_counts`: per pattern and state (for the inbox, the
 *   envelope's and the recipient's), how many of the owner's rows match; a state with no match
 *   has no row or a zero. A search's total is the sum over the states it asks for.
 *
 * The search tables' version trigger (replaced here) first gives the owners a statement changed a
 * new version, which locks their version rows until the writer commits, and then, in a later
 * statement (so with a snapshot taken after those locks), subtracts the changed rows as they were
 * and adds them as they are, per owner, pattern and state, for the patterns kept. A search whose
 * counts are not kept creates them in a transaction of its own: it makes sure the owner has a
 * version row, takes it `FOR SHARE` before anything else (so writers of that owner in flight
 * finish first, and new ones wait for its commit), then counts in a later statement, which sees
 * every write committed before the lock. So every write either committed before the count (and is
 * in it) or reads the pattern after the count committed (and applies its change): the counts equal
 * the live rows' at every snapshot. A TRUNCATE of a search table empties its counts. A `q` holding
 * U+001F (whose matches are checked part by part against the envelopes) is never kept.
 */
export class SearchMatchCounts1737800000000 extends SqlMigration {
  protected readonly upSql = [
    ...LISTS.flatMap((list) => [
      `
        CREATE TABLE ${list.patterns} (
          organization_id uuid NOT NULL,
          ${list.owner} ${list.ownerType} NOT NULL,
          pattern text NOT NULL,
          used_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (organization_id, ${list.owner}, pattern)
        )`,
      `
        CREATE TABLE ${list.counts} (
          organization_id uuid NOT NULL,
          ${list.owner} ${list.ownerType} NOT NULL,
          pattern text NOT NULL,
          ${list.states.map((state) => `${state} text NOT NULL,`).join('\n          ')}
          count bigint NOT NULL,
          PRIMARY KEY (organization_id, ${list.owner}, pattern, ${list.states.join(', ')})
        )`,
      countsFunction(list),
    ]),
    // A TRUNCATE of a search table empties the counts kept over it, which its trigger names.
    `
      CREATE FUNCTION search_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
        EXECUTE format('DELETE FROM %I', TG_ARGV[1]);
        RETURN NULL;
      END $$`,
    ...LISTS.map(
      (list) =>
        `CREATE TRIGGER ${list.table}_counts_truncate AFTER TRUNCATE ON ${list.table}
           FOR EACH STATEMENT EXECUTE FUNCTION search_counts_truncate('${list.counts}', '${list.patterns}')`,
    ),
  ];

  protected readonly downSql = [
    'DROP FUNCTION search_counts_truncate() CASCADE',
    ...LISTS.flatMap((list) => [
      versionsFunction(list.apply, list.versions, list.owner).replace(
        'CREATE FUNCTION',
        'CREATE OR REPLACE FUNCTION',
      ),
      `DROP TABLE ${list.counts}, ${list.patterns}`,
    ]),
  ];
}

/**
 * The search table's version trigger function with the kept counts: the owners of the rows a
 * statement changed get a new version (their version rows locked, in key order), then each kept
 * pattern of those owners gets the changed rows' difference per state (applied in key order).
 */
function countsFunction(list: (typeof LISTS)[number]): string {
  const { owner, versions, patterns, counts } = list;
  const states = list.states.join(', ');
  const bump = (keys: string) => bumpVersions(versions, owner, keys);
  const keys = (table: string) => `SELECT organization_id, ${owner} FROM ${table}`;
  const rows = (table: string, sign: number) =>
    `SELECT organization_id, ${owner}, ${states}, search_text, ${sign} AS d FROM ${table}`;
  const columns = list.states.map((_, index) => String(index + 4)).join(', ');
  const count = (changed: string) => `
        INSERT INTO ${counts} AS c (organization_id, ${owner}, pattern, ${states}, count)
        SELECT p.organization_id, p.${owner}, p.pattern, ${list.states.map((state) => `x.${state}`).join(', ')},
               sum(x.d)
          FROM (${changed}) AS x
          JOIN ${patterns} p ON p.organization_id = x.organization_id AND p.${owner} = x.${owner}
                            AND x.search_text LIKE p.pattern ESCAPE '\\'
         GROUP BY 1, 2, 3, ${columns} HAVING sum(x.d) <> 0
         ORDER BY 1, 2, 3, ${columns}
        ON CONFLICT (organization_id, ${owner}, pattern, ${states}) DO UPDATE SET count = c.count + EXCLUDED.count;`;
  return `
    CREATE OR REPLACE FUNCTION ${list.apply}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN${bump(`SELECT DISTINCT organization_id, ${owner} FROM new_rows`)}${count(rows('new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN${bump(`SELECT DISTINCT organization_id, ${owner} FROM old_rows`)}${count(rows('old_rows', -1))}
      ELSE${bump(`${keys('old_rows')} UNION ${keys('new_rows')}`)}${count(`${rows('old_rows', -1)} UNION ALL ${rows('new_rows', 1)}`)}
      END IF;
      RETURN NULL;
    END $$`;
}
