import { SqlMigration } from '@rubrica/database';

/**
 * The totals behind the lists' page links, stored instead of counted: counting a 100,000-envelope
 * organization's sent list or a reader's inbox read every matching index entry on each request.
 *
 * - `envelope_totals`: a sender's envelopes in the organization, by state (the sent list with or
 *   without `filter[state]`).
 * - `inbox_totals`: a reader's sent items in the organization (recipients whose envelope is
 *   neither a draft nor a template, by `inbox_address`), by envelope state and recipient state
 *   (the inbox with or without its two filters).
 *
 * Statement triggers keep them in the writing transaction, for every writer (the service, the
 * flow, purges, cascades): each statement's rows are summed per total and applied in the totals'
 * key order, so two statements never take the same totals' locks in opposite orders, and a
 * statement that changes no total (a notified_at, a title) writes none. A TRUNCATE empties them.
 */
export class ListTotals1737500000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE envelope_totals (
        organization_id uuid NOT NULL,
        sender_user_id uuid NOT NULL,
        state text NOT NULL,
        total bigint NOT NULL,
        PRIMARY KEY (organization_id, sender_user_id, state)
      )`,
    `
      CREATE TABLE inbox_totals (
        organization_id uuid NOT NULL,
        inbox_address text NOT NULL,
        envelope_state text NOT NULL,
        state text NOT NULL,
        total bigint NOT NULL,
        PRIMARY KEY (organization_id, inbox_address, envelope_state, state)
      )`,
    `
      CREATE FUNCTION envelope_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO envelope_totals AS t (organization_id, sender_user_id, state, total)
          SELECT organization_id, sender_user_id, state, count(*) FROM new_rows
           GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT (organization_id, sender_user_id, state) DO UPDATE SET total = t.total + EXCLUDED.total;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO envelope_totals AS t (organization_id, sender_user_id, state, total)
          SELECT organization_id, sender_user_id, state, -count(*) FROM old_rows
           GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT (organization_id, sender_user_id, state) DO UPDATE SET total = t.total + EXCLUDED.total;
        ELSE
          INSERT INTO envelope_totals AS t (organization_id, sender_user_id, state, total)
          SELECT organization_id, sender_user_id, state, sum(delta)
            FROM (SELECT organization_id, sender_user_id, state, -1 AS delta FROM old_rows
                  UNION ALL
                  SELECT organization_id, sender_user_id, state, 1 FROM new_rows) AS changes
           GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
          ON CONFLICT (organization_id, sender_user_id, state) DO UPDATE SET total = t.total + EXCLUDED.total;
        END IF;
        RETURN NULL;
      END $$`,
    // Only what the inbox lists: an item of a draft or a template, or without an address, is none.
    `
      CREATE FUNCTION inbox_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO inbox_totals AS t (organization_id, inbox_address, envelope_state, state, total)
          SELECT organization_id, inbox_address, envelope_state, state, count(*) FROM new_rows
           WHERE inbox_address IS NOT NULL AND envelope_state NOT IN ('draft', 'template')
           GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
          ON CONFLICT (organization_id, inbox_address, envelope_state, state)
            DO UPDATE SET total = t.total + EXCLUDED.total;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO inbox_totals AS t (organization_id, inbox_address, envelope_state, state, total)
          SELECT organization_id, inbox_address, envelope_state, state, -count(*) FROM old_rows
           WHERE inbox_address IS NOT NULL AND envelope_state NOT IN ('draft', 'template')
           GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
          ON CONFLICT (organization_id, inbox_address, envelope_state, state)
            DO UPDATE SET total = t.total + EXCLUDED.total;
        ELSE
          INSERT INTO inbox_totals AS t (organization_id, inbox_address, envelope_state, state, total)
          SELECT organization_id, inbox_address, envelope_state, state, sum(delta)
            FROM (SELECT organization_id, inbox_address, envelope_state, state, -1 AS delta FROM old_rows
                  UNION ALL
                  SELECT organization_id, inbox_address, envelope_state, state, 1 FROM new_rows) AS changes
           WHERE inbox_address IS NOT NULL AND envelope_state NOT IN ('draft', 'template')
           GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
          ON CONFLICT (organization_id, inbox_address, envelope_state, state)
            DO UPDATE SET total = t.total + EXCLUDED.total;
        END IF;
        RETURN NULL;
      END $$`,
    // A trigger with transition tables serves one event, hence three per table.
    ...(
      [
        ['envelopes', 'envelope_totals_apply'],
        ['recipients', 'inbox_totals_apply'],
      ] as const
    ).flatMap(([table, apply]) => [
      `
        CREATE TRIGGER ${table}_totals_insert AFTER INSERT ON ${table}
          REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${apply}()`,
      `
        CREATE TRIGGER ${table}_totals_update AFTER UPDATE ON ${table}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${apply}()`,
      `
        CREATE TRIGGER ${table}_totals_delete AFTER DELETE ON ${table}
          REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${apply}()`,
    ]),
    `
      CREATE FUNCTION list_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'envelopes' THEN DELETE FROM envelope_totals; ELSE DELETE FROM inbox_totals; END IF;
        RETURN NULL;
      END $$`,
    'CREATE TRIGGER envelopes_totals_truncate AFTER TRUNCATE ON envelopes FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncate()',
    'CREATE TRIGGER recipients_totals_truncate AFTER TRUNCATE ON recipients FOR EACH STATEMENT EXECUTE FUNCTION list_totals_truncate()',
    // The triggers above hold both tables against writes until the migration commits, so the
    // totals counted now are exact from then on.
    `
      INSERT INTO envelope_totals (organization_id, sender_user_id, state, total)
      SELECT organization_id, sender_user_id, state, count(*) FROM envelopes GROUP BY 1, 2, 3`,
    `
      INSERT INTO inbox_totals (organization_id, inbox_address, envelope_state, state, total)
      SELECT organization_id, inbox_address, envelope_state, state, count(*) FROM recipients
       WHERE inbox_address IS NOT NULL AND envelope_state NOT IN ('draft', 'template')
       GROUP BY 1, 2, 3, 4`,
  ];

  protected readonly downSql = [
    ...['envelopes', 'recipients'].flatMap((table) =>
      ['insert', 'update', 'delete', 'truncate'].map(
        (event) => `DROP TRIGGER ${table}_totals_${event} ON ${table}`,
      ),
    ),
    'DROP FUNCTION list_totals_truncate()',
    'DROP FUNCTION inbox_totals_apply()',
    'DROP FUNCTION envelope_totals_apply()',
    'DROP TABLE inbox_totals',
    'DROP TABLE envelope_totals',
  ];
}
