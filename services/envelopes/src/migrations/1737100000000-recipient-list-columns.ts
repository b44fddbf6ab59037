import { SqlMigration } from '@rubrica/database';

/**
 * The inbox and the recipient part of `q` at scale: a recipient row carries what those lists filter
 * and sort by, so one index range of recipients answers them without visiting each envelope.
 *
 * - `organization_id`, `sender_user_id`, `envelope_created_at` and `envelope_state` are copies of
 *   the envelope's. Triggers keep them right for every writer: a recipient takes them from its
 *   envelope when inserted (or moved), and an envelope hands a changed state (or owner) to its
 *   recipients.
 * - `inbox_address` is the first addressee's address in lower case, what the inbox matches the
 *   caller's e-mail against; as a stored column an index can hold it for index-only scans.
 * - The inbox index holds one reader's sent items in the inbox's order, with both states and the
 *   envelope's id, so the page's ids and the total are index-only scans.
 * - `q` is ILIKE, which PostgreSQL runs as LIKE over lower-cased text; lower-casing every candidate
 *   row again was most of a search's time. So the searched text is stored lower-cased, its parts
 *   joined by U+001F (no part of it can match across a part's end unless `q` holds that
 *   character): a recipient's addressees' names and addresses and an envelope's title and subject
 *   (`search_text`, in trigram indexes scoped to the sender with btree_gin, for the sent list), and
 *   an envelope's title, subject and sender (`inbox_search_text`, scoped to the organization, for
 *   the inbox).
 */
export class RecipientListColumns1737100000000 extends SqlMigration {
  protected readonly upSql = [
    // Replaced below by the sender's index; dropped first so that writing every row skips it.
    'DROP INDEX recipients_search_trgm_idx',
    `ALTER TABLE recipients
         ADD COLUMN organization_id uuid, ADD COLUMN sender_user_id uuid,
         ADD COLUMN envelope_created_at timestamptz, ADD COLUMN envelope_state text`,
    `
      UPDATE recipients r
         SET organization_id = e.organization_id, sender_user_id = e.sender_user_id,
             envelope_created_at = e.created_at, envelope_state = e.state
        FROM envelopes e
       WHERE e.id = r.envelope_id`,
    `
      CREATE FUNCTION recipient_search_words(addressees jsonb) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN (SELECT lower(string_agg(coalesce(a->>'name', '') || chr(31) || coalesce(a->>'value', ''), chr(31)))
                  FROM jsonb_array_elements(addressees) a)`,
    // The stored columns rewrite the table once, leaving out the rows the update left behind.
    `
      ALTER TABLE recipients
        ALTER COLUMN organization_id SET NOT NULL,
        ALTER COLUMN sender_user_id SET NOT NULL,
        ALTER COLUMN envelope_created_at SET NOT NULL,
        ALTER COLUMN envelope_state SET NOT NULL,
        ADD COLUMN inbox_address text GENERATED ALWAYS AS (lower(addressees->0->>'value')) STORED,
        ADD COLUMN search_text text GENERATED ALWAYS AS (recipient_search_words(addressees)) STORED`,
    `
      CREATE FUNCTION recipients_take_envelope() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT e.organization_id, e.sender_user_id, e.created_at, e.state
          INTO NEW.organization_id, NEW.sender_user_id, NEW.envelope_created_at, NEW.envelope_state
          FROM envelopes e WHERE e.id = NEW.envelope_id;
        RETURN NEW;
      END $$`,
    `
      CREATE TRIGGER recipients_envelope_copy BEFORE INSERT OR UPDATE OF envelope_id ON recipients
        FOR EACH ROW EXECUTE FUNCTION recipients_take_envelope()`,
    `
      CREATE FUNCTION envelopes_give_recipients() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE recipients
           SET organization_id = NEW.organization_id, sender_user_id = NEW.sender_user_id,
               envelope_created_at = NEW.created_at, envelope_state = NEW.state
         WHERE envelope_id = NEW.id;
        RETURN NULL;
      END $$`,
    `
      CREATE TRIGGER envelopes_recipients_copy AFTER UPDATE OF state, organization_id, sender_user_id, created_at
        ON envelopes FOR EACH ROW
        WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
              OR OLD.sender_user_id IS DISTINCT FROM NEW.sender_user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
        EXECUTE FUNCTION envelopes_give_recipients()`,
    `CREATE INDEX recipients_inbox_idx
         ON recipients (organization_id, inbox_address, envelope_created_at DESC, id)
         INCLUDE (envelope_state, state, envelope_id)
         WHERE envelope_state NOT IN ('draft', 'template')`,
    // A reader's address belongs to few organizations; without this the planner multiplies the two
    // selectivities and expects a fraction of the reader's items.
    'CREATE STATISTICS recipients_inbox_stats (dependencies) ON organization_id, inbox_address FROM recipients',
    `CREATE INDEX recipients_sender_search_idx ON recipients
         USING gin (organization_id, sender_user_id, search_text gin_trgm_ops)`,
    'DROP INDEX envelopes_sender_search_idx',
    `ALTER TABLE envelopes
         ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title || chr(31) || coalesce(subject, ''))) STORED,
         ADD COLUMN inbox_search_text text GENERATED ALWAYS AS
           (lower(title || chr(31) || coalesce(subject, '') || chr(31) || sender_name || chr(31) || sender_email)) STORED`,
    'CREATE INDEX envelopes_sender_search_idx ON envelopes USING gin (organization_id, sender_user_id, search_text gin_trgm_ops)',
    'CREATE INDEX envelopes_inbox_search_idx ON envelopes USING gin (organization_id, inbox_search_text gin_trgm_ops)',
  ];

  protected readonly downSql = [
    'DROP INDEX envelopes_inbox_search_idx',
    'DROP INDEX envelopes_sender_search_idx',
    'ALTER TABLE envelopes DROP COLUMN inbox_search_text, DROP COLUMN search_text',
    `CREATE INDEX envelopes_sender_search_idx ON envelopes
         USING gin (organization_id, sender_user_id, title gin_trgm_ops, subject gin_trgm_ops)`,
    'DROP INDEX recipients_sender_search_idx',
    'CREATE INDEX recipients_search_trgm_idx ON recipients USING gin (recipient_search_text(addressees) gin_trgm_ops)',
    'DROP STATISTICS recipients_inbox_stats',
    'DROP INDEX recipients_inbox_idx',
    'DROP TRIGGER envelopes_recipients_copy ON envelopes',
    'DROP FUNCTION envelopes_give_recipients()',
    'DROP TRIGGER recipients_envelope_copy ON recipients',
    'DROP FUNCTION recipients_take_envelope()',
    `
      ALTER TABLE recipients
        DROP COLUMN search_text, DROP COLUMN inbox_address, DROP COLUMN envelope_state,
        DROP COLUMN envelope_created_at, DROP COLUMN sender_user_id, DROP COLUMN organization_id`,
    'DROP FUNCTION recipient_search_words(jsonb)',
  ];
}
