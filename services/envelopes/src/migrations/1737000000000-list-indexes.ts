import { SqlMigration } from '@rubrica/database';

/**
 * The sent list at scale (sorts, filters, search): every default sort and filter is one index range,
 * read without the table until the page is known, and `q` is a trigram search. Measured by
 * `make bench-lists` on a million envelopes.
 *
 * - The sent list pages by (created_at, id) or (lower(title), id) within the sender's envelopes,
 *   with the state for `filter[state]`: the page's ids and the total come from index-only scans
 *   (an expression index serves one only when it also holds the column, hence `title`).
 * - `q` is ILIKE '%…%', which trigram GIN indexes answer: the sender's envelopes' titles and
 *   subjects, and every addressee's name and address of a recipient (`recipient_search_text`,
 *   which the list's exact per-addressee check then confirms).
 */
export class ListIndexes1737000000000 extends SqlMigration {
  protected readonly upSql = [
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    `CREATE INDEX envelopes_sender_list_idx
         ON envelopes (organization_id, sender_user_id, created_at DESC, id) INCLUDE (state)`,
    `CREATE INDEX envelopes_sender_title_idx
         ON envelopes (organization_id, sender_user_id, lower(title), id) INCLUDE (state, title)`,
    // A sender belongs to one organization: without this the planner multiplies the two
    // selectivities, expects a fifth of the sender's envelopes and sorts them instead of reading
    // the index in order.
    'CREATE STATISTICS envelopes_sender_stats (dependencies) ON organization_id, sender_user_id FROM envelopes',
    // btree_gin puts the sender's scope in the same GIN index as the trigrams, so a search reads
    // the trigram lists of one sender's envelopes only, whatever the organization's size.
    'CREATE EXTENSION IF NOT EXISTS btree_gin',
    `CREATE INDEX envelopes_sender_search_idx ON envelopes
         USING gin (organization_id, sender_user_id, title gin_trgm_ops, subject gin_trgm_ops)`,
    `
      CREATE FUNCTION recipient_search_text(addressees jsonb) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN jsonb_path_query_array(addressees, '$[*].name')::text || ' '
               || jsonb_path_query_array(addressees, '$[*].value')::text`,
    'CREATE INDEX recipients_search_trgm_idx ON recipients USING gin (recipient_search_text(addressees) gin_trgm_ops)',
  ];

  protected readonly downSql = [
    'DROP INDEX recipients_search_trgm_idx',
    'DROP FUNCTION recipient_search_text(jsonb)',
    'DROP INDEX envelopes_sender_search_idx',
    'DROP STATISTICS envelopes_sender_stats',
    'DROP INDEX envelopes_sender_title_idx',
    'DROP INDEX envelopes_sender_list_idx',
  ];
}
