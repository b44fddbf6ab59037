import { SqlMigration } from '@rubrica/database';

/** A statement trigger's transition tables, by event. */
const TRANSITION_TABLES = {
  INSERT: 'NEW TABLE AS new_rows',
  UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  DELETE: 'OLD TABLE AS old_rows',
};

/**
 * Statement triggers with transition tables running `apply` after each write to `table`, named
 * `<table>_<kind>_<event>`: a trigger with transition tables serves one event, hence one per event.
 */
export function statementTriggers(kind: string, pairs: ReadonlyArray<readonly [string, string]>): string[] {
  return pairs.flatMap(([table, apply]) =>
    Object.entries(TRANSITION_TABLES).map(
      ([event, transitions]) =>
        `CREATE TRIGGER ${table}_${kind}_${event.toLowerCase()} AFTER ${event} ON ${table}
           REFERENCING ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION ${apply}()`,
    ),
  );
}

/**
 * Search (`q`) at scale: a search's total cannot be stored, so each search reads every candidate.
 * From trigram indexes over the wide envelope and recipient rows, a broad `q` (tens of thousands of
 * matches) took a bitmap over wide rows, a union of both parts and a sort. These narrow tables hold
 * only what a search filters, sorts and counts by, written in each list's order, so a search is one
 * ordered range of small rows: the matches are counted and the page numbered in the same pass.
 *
 * - `envelope_search`: one row per envelope, the sent list's searched text (the envelope's
 *   `search_text` and its recipients', joined by U+001F) with the sender, date and state.
 * - `inbox_search`: one row per inbox item (a recipient with an address whose envelope is neither a
 *   draft nor a template), its envelope's `inbox_search_text` with the reader, date and states.
 *
 * Statement triggers keep both in the writing transaction, for every writer (the service, the flow,
 * purges, cascades): a statement's changed envelopes or recipients are rewritten from their rows
 * (in key order, and only where something searched changed). A TRUNCATE empties them. The trigram
 * indexes over the wide rows, which no list reads any more, are dropped; a narrow search such as
 * one address is served by the narrow tables' own trigram indexes.
 */
export class SearchTables1737600000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE envelope_search (
        envelope_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        sender_user_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        state text NOT NULL,
        search_text text NOT NULL
      );
      CREATE TABLE inbox_search (
        recipient_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        inbox_address text NOT NULL,
        envelope_created_at timestamptz NOT NULL,
        envelope_state text NOT NULL,
        state text NOT NULL,
        search_text text NOT NULL
      )`,
    // Filled before their indexes, in the lists' order, so each sender's and reader's rows start
    // packed together.
    `
      INSERT INTO envelope_search (envelope_id, organization_id, sender_user_id, created_at, state, search_text)
      SELECT e.id, e.organization_id, e.sender_user_id, e.created_at, e.state, concat_ws(chr(31), e.search_text, r.text)
        FROM envelopes e
        LEFT JOIN (SELECT envelope_id, string_agg(search_text, chr(31) ORDER BY id) AS text
                     FROM recipients GROUP BY envelope_id) r ON r.envelope_id = e.id
       ORDER BY e.organization_id, e.sender_user_id, e.created_at DESC, e.id`,
    `
      INSERT INTO inbox_search (recipient_id, organization_id, inbox_address, envelope_created_at, envelope_state, state, search_text)
      SELECT r.id, r.organization_id, r.inbox_address, r.envelope_created_at, r.envelope_state, r.state,
             coalesce(e.inbox_search_text, '')
        FROM recipients r JOIN envelopes e ON e.id = r.envelope_id
       WHERE r.inbox_address IS NOT NULL AND r.envelope_state NOT IN ('draft', 'template')
       ORDER BY r.organization_id, r.inbox_address, r.envelope_created_at DESC, r.id`,
    `CREATE INDEX envelope_search_sender_idx
         ON envelope_search (organization_id, sender_user_id, created_at DESC, envelope_id) INCLUDE (state)`,
    `CREATE INDEX envelope_search_trgm_idx
         ON envelope_search USING gin (organization_id, sender_user_id, search_text gin_trgm_ops)`,
    `CREATE INDEX inbox_search_reader_idx
         ON inbox_search (organization_id, inbox_address, envelope_created_at DESC, recipient_id)
         INCLUDE (envelope_state, state)`,
    `CREATE INDEX inbox_search_trgm_idx
         ON inbox_search USING gin (organization_id, inbox_address, search_text gin_trgm_ops)`,
    'CREATE STATISTICS envelope_search_sender_stats (dependencies) ON organization_id, sender_user_id FROM envelope_search',
    'CREATE STATISTICS inbox_search_reader_stats (dependencies) ON organization_id, inbox_address FROM inbox_search',

    `
      CREATE FUNCTION envelope_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM envelope_search WHERE envelope_id IN (SELECT id FROM old_rows);
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          ${refreshEnvelopes('SELECT id FROM new_rows')}
          RETURN NULL;
        END IF;
        ${lockEnvelopes(`SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                          WHERE (o.organization_id, o.sender_user_id, o.created_at, o.state, o.search_text,
                                 o.inbox_search_text)
                                IS DISTINCT FROM (n.organization_id, n.sender_user_id, n.created_at, n.state,
                                                  n.search_text, n.inbox_search_text)`)}
        ${refreshEnvelopes(`SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                             WHERE (o.organization_id, o.sender_user_id, o.created_at, o.state, o.search_text)
                                   IS DISTINCT FROM (n.organization_id, n.sender_user_id, n.created_at, n.state, n.search_text)`)}
        -- An envelope's date, state and owner reach its recipients' rows (and so inbox_search) by
        -- the recipients' own trigger; only its inbox text is taken here.
        ${refreshInbox(`SELECT r.id FROM recipients r
                         WHERE r.envelope_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                                                  WHERE o.inbox_search_text IS DISTINCT FROM n.inbox_search_text)`)}
        RETURN NULL;
      END $$`,
    `
      CREATE FUNCTION recipient_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${lockEnvelopes('SELECT envelope_id FROM new_rows')}
          ${refreshEnvelopes('SELECT envelope_id FROM new_rows')}
          ${refreshInbox('SELECT id FROM new_rows')}
        ELSIF TG_OP = 'DELETE' THEN
          ${lockEnvelopes('SELECT envelope_id FROM old_rows')}
          ${refreshEnvelopes('SELECT envelope_id FROM old_rows')}
          DELETE FROM inbox_search WHERE recipient_id IN (SELECT id FROM old_rows);
        ELSE
          ${lockEnvelopes(`SELECT n.envelope_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                            WHERE (o.envelope_id, o.search_text, o.organization_id, o.inbox_address,
                                   o.envelope_created_at, o.envelope_state, o.state)
                                  IS DISTINCT FROM (n.envelope_id, n.search_text, n.organization_id, n.inbox_address,
                                                    n.envelope_created_at, n.envelope_state, n.state)
                           UNION
                           SELECT o.envelope_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                            WHERE o.envelope_id IS DISTINCT FROM n.envelope_id`)}
          ${refreshEnvelopes(`SELECT n.envelope_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                               WHERE o.envelope_id IS DISTINCT FROM n.envelope_id
                                  OR o.search_text IS DISTINCT FROM n.search_text
                              UNION
                              SELECT o.envelope_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                               WHERE o.envelope_id IS DISTINCT FROM n.envelope_id`)}
          ${refreshInbox(`SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                           WHERE (o.organization_id, o.inbox_address, o.envelope_created_at, o.envelope_state, o.state)
                                 IS DISTINCT FROM
                                 (n.organization_id, n.inbox_address, n.envelope_created_at, n.envelope_state, n.state)
                              OR o.envelope_id IS DISTINCT FROM n.envelope_id`)}
        END IF;
        RETURN NULL;
      END $$`,
    ...statementTriggers('search', [
      ['envelopes', 'envelope_search_apply'],
      ['recipients', 'recipient_search_apply'],
    ]),
    `
      CREATE FUNCTION search_tables_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM inbox_search;
        IF TG_TABLE_NAME = 'envelopes' THEN
          DELETE FROM envelope_search;
        ELSE
          ${refreshEnvelopes('SELECT envelope_id FROM envelope_search')}
        END IF;
        RETURN NULL;
      END $$`,
    ...['envelopes', 'recipients'].map(
      (table) =>
        `CREATE TRIGGER ${table}_search_truncate AFTER TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION search_tables_truncate()`,
    ),

    'DROP INDEX envelopes_inbox_search_idx',
    'DROP INDEX envelopes_sender_search_idx',
    'DROP INDEX recipients_sender_search_idx',
  ];

  protected readonly downSql = [
    'CREATE INDEX recipients_sender_search_idx ON recipients USING gin (organization_id, sender_user_id, search_text gin_trgm_ops)',
    'CREATE INDEX envelopes_sender_search_idx ON envelopes USING gin (organization_id, sender_user_id, search_text gin_trgm_ops)',
    'CREATE INDEX envelopes_inbox_search_idx ON envelopes USING gin (organization_id, inbox_search_text gin_trgm_ops)',
    // CASCADE: with the functions go the eight triggers that run them.
    'DROP FUNCTION search_tables_truncate(), recipient_search_apply(), envelope_search_apply() CASCADE',
    'DROP TABLE inbox_search, envelope_search',
  ];
}

/**
 * Locks the `envelope_search` rows of the envelopes `ids`, in key order, before they or their
 * recipients' `inbox_search` rows are rewritten: each rewrite reads rows other transactions may be
 * changing (an envelope's recipients, a recipient's envelope), so two writers of one envelope take
 * turns and the second one, its next statement seeing the first one's commit, writes last.
 */
function lockEnvelopes(ids: string): string {
  return `PERFORM 1 FROM envelope_search WHERE envelope_id IN (${ids}) ORDER BY envelope_id FOR UPDATE;`;
}

/**
 * Rewrites the `envelope_search` rows of the envelopes `ids` (a query of envelope ids) from their
 * envelope and recipients: gone with a deleted envelope, written only where something changed.
 */
function refreshEnvelopes(ids: string): string {
  return `
    DELETE FROM envelope_search s
     WHERE s.envelope_id IN (${ids}) AND NOT EXISTS (SELECT 1 FROM envelopes e WHERE e.id = s.envelope_id);
    INSERT INTO envelope_search AS s (envelope_id, organization_id, sender_user_id, created_at, state, search_text)
    SELECT e.id, e.organization_id, e.sender_user_id, e.created_at, e.state,
           concat_ws(chr(31), e.search_text,
                     (SELECT string_agg(r.search_text, chr(31) ORDER BY r.id) FROM recipients r WHERE r.envelope_id = e.id))
      FROM envelopes e WHERE e.id IN (${ids}) ORDER BY e.id
    ON CONFLICT (envelope_id) DO UPDATE
       SET organization_id = EXCLUDED.organization_id, sender_user_id = EXCLUDED.sender_user_id,
           created_at = EXCLUDED.created_at, state = EXCLUDED.state, search_text = EXCLUDED.search_text
     WHERE (s.organization_id, s.sender_user_id, s.created_at, s.state, s.search_text)
           IS DISTINCT FROM (EXCLUDED.organization_id, EXCLUDED.sender_user_id, EXCLUDED.created_at,
                             EXCLUDED.state, EXCLUDED.search_text);`;
}

/**
 * Rewrites the `inbox_search` rows of the recipients `ids` (a query of recipient ids): gone when
 * the recipient is gone or no inbox item, written only where something changed.
 */
function refreshInbox(ids: string): string {
  return `
    DELETE FROM inbox_search s
     WHERE s.recipient_id IN (${ids})
       AND NOT EXISTS (SELECT 1 FROM recipients r
                        WHERE r.id = s.recipient_id AND r.inbox_address IS NOT NULL
                          AND r.envelope_state NOT IN ('draft', 'template'));
    INSERT INTO inbox_search AS s (recipient_id, organization_id, inbox_address, envelope_created_at,
                                   envelope_state, state, search_text)
    SELECT r.id, r.organization_id, r.inbox_address, r.envelope_created_at, r.envelope_state, r.state,
           coalesce(e.inbox_search_text, '')
      FROM recipients r JOIN envelopes e ON e.id = r.envelope_id
     WHERE r.id IN (${ids}) AND r.inbox_address IS NOT NULL AND r.envelope_state NOT IN ('draft', 'template')
     ORDER BY r.id
    ON CONFLICT (recipient_id) DO UPDATE
       SET organization_id = EXCLUDED.organization_id, inbox_address = EXCLUDED.inbox_address,
           envelope_created_at = EXCLUDED.envelope_created_at, envelope_state = EXCLUDED.envelope_state,
           state = EXCLUDED.state, search_text = EXCLUDED.search_text
     WHERE (s.organization_id, s.inbox_address, s.envelope_created_at, s.envelope_state, s.state, s.search_text)
           IS DISTINCT FROM (EXCLUDED.organization_id, EXCLUDED.inbox_address, EXCLUDED.envelope_created_at,
                             EXCLUDED.envelope_state, EXCLUDED.state, EXCLUDED.search_text);`;
}
