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
 * A search's page and total in one pass: `matched` (SQL and its positional parameters) yields each
 * match once as `id` and `sort_key`; the matches are numbered in the list's order (by `sort_key`
 * in `direction`, then `id`), counted, and the page's ids kept, as they go by. A search cannot
 * have a stored total, so this pass is what it costs: read from a narrow search table in the
 * list's order, it needs no sort.
 */
export async function searchedPageAndTotal(
  manager: EntityManager,
  [matched, parameters]: [string, unknown[]],
  direction: 'ASC' | 'DESC',
  page: number,
  perPage: number,
): Promise<{ page: { id: string }[]; total: number }> {
  const offset = `$${parameters.length + 1}::int`;
  const limit = `$${parameters.length + 2}::int`;
  const [row] = await manager.query<Array<{ total: number; ids: string[] }>>(
    `SELECT count(*)::int AS total,
            coalesce(array_agg(id ORDER BY n) FILTER (WHERE n > ${offset} AND n <= ${offset} + ${limit}), '{}') AS ids
       FROM (SELECT id, row_number() OVER (ORDER BY sort_key ${direction}, id ASC) AS n
               FROM (${matched}) AS matched) AS numbered`,
    [...parameters, (page - 1) * perPage, perPage],
  );
  return { page: (row?.ids ?? []).map((id) => ({ id })), total: Number(row?.total ?? 0) };
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

/** How many of a list's newest rows tell whether a search is broad. */
const SEARCH_SAMPLE = 200;

/**
 * Whether a search is better read as the list's whole range than through its trigram index:
 * `newest` (SQL and its positional parameters, `LIMIT` left to this function) yields `hit`, whether
 * each of the list's newest rows matches. When most rows match (half of the newest or more), the
 * trigram index's bitmap covers nearly the whole range and its posting lists are read for every
 * organization's rows, so the range read alone is cheaper (measured on the lists bench: 100,000
 * matches, about 1.4 times); below that the index wins (a fifth of the rows matching: about twice
 * as fast). A short list is read whole either way.
 */
export async function isBroadSearch(
  manager: EntityManager,
  [newest, parameters]: [string, unknown[]],
): Promise<boolean> {
  const [row] = await manager.query<Array<{ seen: number; hits: number }>>(
    `SELECT count(*)::int AS seen, count(*) FILTER (WHERE hit)::int AS hits
       FROM (${newest} LIMIT ${SEARCH_SAMPLE}) AS newest`,
    parameters,
  );
  return !row || row.seen < SEARCH_SAMPLE || row.hits * 2 >= row.seen;
}
