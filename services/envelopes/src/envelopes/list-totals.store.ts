import type { EntityManager } from 'typeorm';

/**
 * The sent list's total as stored (migration ListTotals: triggers keep `envelope_totals` in the
 * writing transaction): the sender's envelopes in the organization, in `states` (all when empty).
 */
export async function storedSentTotal(
  manager: EntityManager,
  scope: { organizationId: string; userId: string },
  states: string[],
): Promise<number> {
  const [row] = await manager.query<Array<{ total: string }>>(
    `SELECT coalesce(sum(total), 0) AS total FROM envelope_totals
      WHERE organization_id = $1 AND sender_user_id = $2 AND (cardinality($3::text[]) = 0 OR state = ANY($3))`,
    [scope.organizationId, scope.userId, states],
  );
  return Number(row?.total ?? 0);
}

/**
 * The inbox's total as stored (`inbox_totals`): the reader's items of the organization's sent
 * envelopes (neither drafts nor templates), in `states` and `envelopeStates` (all when empty).
 */
export async function storedInboxTotal(
  manager: EntityManager,
  organizationId: string,
  inboxAddress: string,
  states: string[],
  envelopeStates: string[],
): Promise<number> {
  const [row] = await manager.query<Array<{ total: string }>>(
    `SELECT coalesce(sum(total), 0) AS total FROM inbox_totals
      WHERE organization_id = $1 AND inbox_address = $2
        AND (cardinality($3::text[]) = 0 OR state = ANY($3))
        AND (cardinality($4::text[]) = 0 OR envelope_state = ANY($4))`,
    [organizationId, inboxAddress, states, envelopeStates],
  );
  return Number(row?.total ?? 0);
}

/**
 * Where page `page` of `total` items lies when read from the nearer end: a page past the middle is
 * read in the opposite order from the end (then reversed), so no page skips more than half of the
 * list's index entries. `null` when the page lies past the last item.
 */
export function pageWindow(
  page: number,
  perPage: number,
  total: number,
): { offset: number; limit: number; fromEnd: boolean } | null {
  const offset = (page - 1) * perPage;
  const limit = Math.min(perPage, total - offset);
  if (limit <= 0) return null;
  const fromEnd = total - offset - limit;
  return fromEnd < offset ? { offset: fromEnd, limit, fromEnd: true } : { offset, limit, fromEnd: false };
}

/**
 * A list's page of ids and its total: the stored total when there is one (then the page is read
 * from the nearer end), else counted beside the page read forwards. `ids` reads `limit` ids after
 * `offset` in the list's order, or in the opposite order when `fromEnd`.
 */
export async function pageAndTotal(
  options: {
    page: number;
    perPage: number;
    ids: (offset: number, limit: number, fromEnd: boolean) => Promise<{ id: string }[]>;
  } & ({ stored: () => Promise<number> } | { count: () => Promise<number> }),
): Promise<{ page: { id: string }[]; total: number }> {
  const { page, perPage, ids } = options;
  if ('count' in options) {
    const [rows, total] = await Promise.all([ids((page - 1) * perPage, perPage, false), options.count()]);
    return { page: rows, total };
  }
  const total = await options.stored();
  const window = pageWindow(page, perPage, total);
  if (!window) return { page: [], total };
  const rows = await ids(window.offset, window.limit, window.fromEnd);
  return { page: window.fromEnd ? rows.reverse() : rows, total };
}

/**
 * A search of a list (`q` over one of the narrow search tables, `s`), in SQL with named
 * parameters (`parameters`):
 * - `newest`: the list's rows, newest first, each as `hit`, whether it matches;
 * - `matched(broad)`: each match once as `id` and `sort_key`, found through the list's range when
 *   `broad` (`SEARCH_MATCH.range`), else through the table's trigram index;
 * - `version`: the version of the list's rows (migration SearchCounts), a scalar;
 * - `key`: what else the total depends on (the list, its owner, `q` and the filters);
 * - `counts`: where the counts of its matches per state are kept (migration SearchMatchCounts),
 *   `null` for a `q` whose counts are never kept (one holding U+001F).
 */
export interface ListSearch {
  newest: string;
  matched: (broad: boolean) => string;
  version: string;
  parameters: Record<string, unknown>;
  key: unknown[];
  counts: SearchCounts | null;
}

/**
 * A list's kept search counts (migration SearchMatchCounts): the `patterns` and `counts` tables,
 * the versions table, the column naming the owner (sender or reader) and the named parameter
 * holding it, the state columns, `asked` (SQL over the counts' row `c`: the states the search asks
 * for, empty for all) and `counted(broad)`, the owner's matches in every state, each as a row of
 * its state columns.
 */
export interface SearchCounts {
  patterns: string;
  counts: string;
  versions: string;
  owner: string;
  ownerParameter: string;
  states: string[];
  asked: string;
  counted: (broad: boolean) => string;
}

/** What the list's newest rows tell about a search, the version of the list's rows, and its kept total. */
export interface SearchProbe {
  broad: boolean;
  /** Of the newest rows read (up to SEARCH_SAMPLE), how many match. */
  seen: number;
  hits: number;
  version: string | null;
  /** The total from the kept counts, `null` when they are not kept. */
  total: number | null;
}

/** How many searches' counts are kept per sender or reader; the least recently used go first. */
const SEARCH_PATTERNS_KEPT = 16;

/** How many of a list's newest rows tell whether a search is broad. */
const SEARCH_SAMPLE = 200;

/**
 * Reads the list's `SEARCH_SAMPLE` newest rows, the version of its rows and the search's kept
 * total (the sum of its kept counts for the states asked), in one statement, so the total is
 * exact at that statement's snapshot. When most rows match (half of the newest or more), the
 * trigram index's bitmap covers nearly the whole range and its posting lists are read for every
 * organization's rows, so the range read alone is cheaper (measured on the lists bench: 100,000
 * matches, about 1.4 times); below that the index wins (a fifth of the rows matching: about twice
 * as fast). A short list is read whole either way. A kept search last read over a minute ago is
 * marked read now (at most one write a minute per search).
 */
export async function probeSearch(manager: EntityManager, search: ListSearch): Promise<SearchProbe> {
  const counts = search.counts;
  const [row] = await manager.query<
    Array<{ seen: number; hits: number; version: string | null; stale: boolean | null; total: number | null }>
  >(
    ...escape(
      manager,
      `SELECT count(*)::int AS seen, count(*) FILTER (WHERE hit)::int AS hits, (${search.version})::text AS version,
              ${
                counts
                  ? `(SELECT p.used_at < now() - interval '1 minute' ${keptPattern(counts)}) AS stale,
                     (SELECT coalesce(sum(c.count), 0)::int ${keptCounts(counts)}) AS total`
                  : 'NULL AS stale, NULL AS total'
              }
         FROM (${search.newest} LIMIT ${SEARCH_SAMPLE}) AS newest`,
      search.parameters,
    ),
  );
  const seen = row?.seen ?? 0;
  const hits = row?.hits ?? 0;
  const kept = row?.stale === null || row?.stale === undefined ? null : row.total;
  if (counts && row?.stale)
    await manager.query(
      ...escape(
        manager,
        `UPDATE ${counts.patterns} p SET used_at = now() ${where(counts)}`,
        search.parameters,
      ),
    );
  return {
    broad: seen < SEARCH_SAMPLE || hits * 2 >= seen,
    seen,
    hits,
    version: row?.version ?? null,
    total: kept,
  };
}

/** The search's owner and pattern in its list's kept patterns (`p`). */
function where(counts: SearchCounts, alias = 'p'): string {
  return `WHERE ${alias}.organization_id = :organizationId AND ${alias}.${counts.owner} = :${counts.ownerParameter}
            AND ${alias}.pattern = lower(:pattern)`;
}

function keptPattern(counts: SearchCounts): string {
  return `FROM ${counts.patterns} p ${where(counts)}`;
}

function keptCounts(counts: SearchCounts): string {
  return `FROM ${counts.counts} c ${where(counts, 'c')}${counts.asked}`;
}

/**
 * Counts the search's matches per state and keeps them (migration SearchMatchCounts), in a
 * transaction of its own: the owner's version row, made sure of first, is taken `FOR SHARE` before
 * anything else, so the writers of the owner's rows in flight commit first and new ones wait for
 * this one's commit; the count, a later statement, sees every write committed before the lock, and
 * each later write finds the pattern kept and applies its change. Past `SEARCH_PATTERNS_KEPT`
 * patterns of the owner, the least recently read are forgotten (in key order, as every writer
 * locks). Another search that kept the same pattern meanwhile leaves its counts. Gives the total
 * for the states asked.
 */
async function keepCounts(manager: EntityManager, search: ListSearch, probe: SearchProbe): Promise<number> {
  const counts = search.counts!;
  const { owner, ownerParameter } = counts;
  const states = counts.states.join(', ');
  return manager.transaction(async (transaction) => {
    const run = <T>(sql: string, extra: Record<string, unknown> = {}) =>
      transaction.query<T>(...escape(transaction, sql, { ...search.parameters, ...extra }));
    await run(`INSERT INTO ${counts.versions} (organization_id, ${owner}, version)
               VALUES (:organizationId, :${ownerParameter}, nextval('search_version_seq')) ON CONFLICT DO NOTHING`);
    await run(`SELECT 1 FROM ${counts.versions}
                WHERE organization_id = :organizationId AND ${owner} = :${ownerParameter} FOR SHARE`);
    const created = await run<unknown[]>(
      `INSERT INTO ${counts.patterns} (organization_id, ${owner}, pattern)
       VALUES (:organizationId, :${ownerParameter}, lower(:pattern)) ON CONFLICT DO NOTHING RETURNING 1`,
    );
    if (created.length) {
      await run(`INSERT INTO ${counts.counts} (organization_id, ${owner}, pattern, ${states}, count)
                 SELECT :organizationId, :${ownerParameter}, lower(:pattern), ${states}, count(*)
                   FROM (${counts.counted(probe.broad)}) AS matched GROUP BY ${states}`);
      await run(
        `WITH forgotten AS (
           DELETE FROM ${counts.patterns} p
            WHERE p.organization_id = :organizationId AND p.${owner} = :${ownerParameter}
              AND p.pattern IN (SELECT pattern FROM ${counts.patterns}
                                 WHERE organization_id = :organizationId AND ${owner} = :${ownerParameter}
                                 ORDER BY used_at DESC, pattern OFFSET :kept)
           RETURNING p.pattern)
         DELETE FROM ${counts.counts} c
          WHERE c.organization_id = :organizationId AND c.${owner} = :${ownerParameter}
            AND c.pattern IN (SELECT pattern FROM forgotten)`,
        { kept: SEARCH_PATTERNS_KEPT },
      );
    }
    const [row] = await run<Array<{ total: number }>>(
      `SELECT coalesce(sum(c.count), 0)::int AS total ${keptCounts(counts)}`,
    );
    return Number(row?.total ?? 0);
  });
}

/**
 * Exact search totals already counted, per database, of the searches whose counts are not kept
 * in the list's tables (a `q` holding U+001F): by search (`ListSearch.key`), with the version of
 * the list's rows they were counted at. A total is given back only for the version the
 * caller has just read, so any write to the list's rows (which gives them a new version in its
 * transaction) leaves it unused. The least recently used are forgotten past `SEARCH_TOTALS_KEPT`.
 */
const searchTotals = new WeakMap<object, Map<string, { version: string; total: number }>>();
const SEARCH_TOTALS_KEPT = 2_000;

function knownTotal(manager: EntityManager, search: ListSearch, version: string | null): number | null {
  const totals = searchTotals.get(manager.connection);
  const key = JSON.stringify(search.key);
  const known = version === null || search.counts ? undefined : totals?.get(key);
  if (!totals || !known || known.version !== version) return null;
  totals.delete(key);
  totals.set(key, known);
  return known.total;
}

function keepTotal(manager: EntityManager, search: ListSearch, version: string | null, total: number) {
  if (version === null || search.counts) return;
  let totals = searchTotals.get(manager.connection);
  if (!totals) searchTotals.set(manager.connection, (totals = new Map()));
  const key = JSON.stringify(search.key);
  totals.delete(key);
  totals.set(key, { version, total });
  if (totals.size > SEARCH_TOTALS_KEPT) totals.delete(totals.keys().next().value!);
}

/**
 * At most how many of the list's rows a page of a search that is not broad is read through
 * (estimated from the newest rows' share of matches, when at least `SEARCH_WALK_HITS` of them
 * match): past that, or with fewer matches to tell, the matches are found through the trigram index
 * and numbered.
 */
const SEARCH_WALK_ROWS = 4_000;
const SEARCH_WALK_HITS = 10;

/** Whether reading `rows` of the search's matches along the list's range is cheap enough. */
function walkable(probe: SearchProbe, rows: number): boolean {
  return (
    probe.broad || (probe.hits >= SEARCH_WALK_HITS && (rows * probe.seen) / probe.hits <= SEARCH_WALK_ROWS)
  );
}

/**
 * A search's page and total. The total is the kept one `probe` read; else, for a search whose
 * counts can be kept, counted and kept (`countSearch`); else (a `q` holding U+001F) the one known
 * for the version `probe` read, or, when the page is cheap to read along the list's range from its
 * start (a broad search, or an early page of one the newest rows show dense enough), counted: a
 * count alone tests each candidate row once, where numbering the matches in order sorted them too
 * (100,000 matches: a sort spilled to disk and a window over every row). With the total, the page
 * is read along the list's range from its nearer end, testing each row until the page is full: a
 * few dozen rows where most rows match; at worst (matches far sparser there than among the newest
 * rows) the whole range, what a count reads. Otherwise the matches (`matched`, yielding `id` and
 * `sort_key`; for a narrow search through the trigram index) are numbered in the list's order (by
 * `sort_key` in `direction`, then `id`), counted, and the page's ids kept, as they go by, with the
 * version of the rows read in the same statement; a total not kept in the list's counts is kept
 * for that version.
 */
export async function searchedPageAndTotal(
  manager: EntityManager,
  search: ListSearch,
  probe: SearchProbe,
  direction: 'ASC' | 'DESC',
  page: number,
  perPage: number,
): Promise<{ page: { id: string }[]; total: number }> {
  const total =
    probe.total ??
    knownTotal(manager, search, probe.version) ??
    (search.counts || walkable(probe, page * perPage) ? await countSearch(manager, search, probe) : null);
  if (total !== null) {
    const window = pageWindow(page, perPage, total);
    if (!window) return { page: [], total };
    if (walkable(probe, window.offset + window.limit)) {
      const order = window.fromEnd ? OPPOSITE[direction] : direction;
      const rows = await manager.query<Array<{ id: string }>>(
        ...escape(
          manager,
          `SELECT id FROM (${search.matched(true)}) AS matched
            ORDER BY sort_key ${order}, id ${window.fromEnd ? 'DESC' : 'ASC'} OFFSET :offset LIMIT :limit`,
          { ...search.parameters, offset: window.offset, limit: window.limit },
        ),
      );
      return { page: window.fromEnd ? rows.reverse() : rows, total };
    }
  }
  const [row] = await manager.query<Array<{ total: number; ids: string[]; version: string | null }>>(
    ...escape(
      manager,
      `SELECT count(*)::int AS total,
              coalesce(array_agg(id ORDER BY n) FILTER (WHERE n > :offset AND n <= :offset + :limit), '{}') AS ids,
              (${search.version})::text AS version
         FROM (SELECT id, row_number() OVER (ORDER BY sort_key ${direction}, id ASC) AS n
                 FROM (${search.matched(probe.broad)}) AS matched) AS numbered`,
      { ...search.parameters, offset: (page - 1) * perPage, limit: perPage },
    ),
  );
  keepTotal(manager, search, row?.version ?? null, Number(row?.total ?? 0));
  return { page: (row?.ids ?? []).map((id) => ({ id })), total: Number(row?.total ?? 0) };
}

/** A search's total: as kept, as known for the version `probe` read, or counted. */
export async function searchedTotal(
  manager: EntityManager,
  search: ListSearch,
  probe: SearchProbe,
): Promise<number> {
  return probe.total ?? knownTotal(manager, search, probe.version) ?? countSearch(manager, search, probe);
}

/**
 * Counts a search's matches and keeps them: per state in the list's kept counts, or (a `q` never
 * kept there) with the version of the list's rows, in one statement, in memory.
 */
async function countSearch(manager: EntityManager, search: ListSearch, probe: SearchProbe): Promise<number> {
  if (search.counts) return keepCounts(manager, search, probe);
  const [row] = await manager.query<Array<{ total: number; version: string | null }>>(
    ...escape(
      manager,
      `SELECT count(*)::int AS total, (${search.version})::text AS version
         FROM (${search.matched(probe.broad)}) AS matched`,
      search.parameters,
    ),
  );
  const total = Number(row?.total ?? 0);
  keepTotal(manager, search, row?.version ?? null, total);
  return total;
}

const OPPOSITE = { ASC: 'DESC', DESC: 'ASC' } as const;

/** Named parameters (`:name`, `:...list`) to the driver's positional ones. */
function escape(
  manager: EntityManager,
  sql: string,
  parameters: Record<string, unknown>,
): [string, unknown[]] {
  return manager.connection.driver.escapeQueryWithParameters(sql, parameters);
}

/**
 * How a search table's row (`s`) is tested for `q` (`:pattern`, its LIKE pattern, and `:needle`,
 * `q` itself): as LIKE, which the table's trigram index serves, or as a plain substring test,
 * which no index serves, so that the list's range is read in its order.
 */
export const SEARCH_MATCH = {
  trigram: `s.search_text LIKE lower(:pattern) ESCAPE '\\'`,
  range: 'strpos(s.search_text, lower(:needle)) > 0',
};
