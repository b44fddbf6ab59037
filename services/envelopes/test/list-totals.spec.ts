import { randomUUID } from 'node:crypto';
import { createDataSource, runMigrations } from '@rubrica/database';
import { eventEntities } from '@rubrica/messaging';
import { createTestDatabase, type TestDatabase } from '@rubrica/testing';
import type { DataSource } from 'typeorm';
import type { CallerDirectory } from '../src/common/caller-directory.js';
import { envelopesEntities } from '../src/envelopes.entities.js';
import { listEnvelopesQuerySchema, listInboxQuerySchema } from '../src/envelopes/envelopes.schemas.js';
import { pageWindow } from '../src/envelopes/list-totals.store.js';
import { ListEnvelopesUseCase } from '../src/envelopes/use-cases/list-envelopes/list-envelopes.use-case.js';
import { ListInboxUseCase } from '../src/envelopes/use-cases/list-inbox/list-inbox.use-case.js';
import { ListTotals1737500000000 } from '../src/migrations/1737500000000-list-totals.js';
import { SearchTables1737600000000 } from '../src/migrations/1737600000000-search-tables.js';
import { SearchCounts1737700000000 } from '../src/migrations/1737700000000-search-counts.js';
import { SearchMatchCounts1737800000000 } from '../src/migrations/1737800000000-search-match-counts.js';
import { envelopesMigrations } from '../src/migrations/index.js';

// The lists' totals are stored (envelope_totals, inbox_totals) and kept by triggers: after every
// kind of write they must equal what counting the rows gives, and the lists must answer as they
// did when they counted (same totals, same pages, same order).

let database: TestDatabase;
let dataSource: DataSource;
const organizationId = randomUUID();
const otherOrganizationId = randomUUID();
const sender = randomUUID();
const colleague = randomUUID();
let clock = Date.parse('2030-01-01T00:00:00Z');

async function insertEnvelopes(
  rows: Array<{ id?: string; sender?: string; organization?: string; state: string; title?: string }>,
  db: Pick<DataSource, 'query'> = dataSource,
): Promise<string[]> {
  const ids = rows.map((row) => row.id ?? randomUUID());
  const values = rows.map((row, index) => {
    clock += 60_000;
    return [
      ids[index],
      `H${ids[index].slice(0, 8)}`,
      row.organization ?? organizationId,
      row.sender ?? sender,
      row.title ?? `Contrato ${index}`,
      row.state,
      new Date(clock).toISOString(),
    ];
  });
  // One statement for all rows: a statement's rows are summed once per total.
  await db.query(
    `INSERT INTO envelopes (id, hashid, organization_id, sender_user_id, sender_name, sender_email,
                            title, subject, state, created_at, updated_at)
     SELECT (v->>0)::uuid, v->>1, (v->>2)::uuid, (v->>3)::uuid, 'Remetente', 'sender@example.com',
            v->>4, 'Assunto', v->>5, (v->>6)::timestamptz, (v->>6)::timestamptz
       FROM jsonb_array_elements($1::jsonb) v`,
    [JSON.stringify(values)],
  );
  return ids;
}

async function insertRecipients(
  envelopeId: string,
  recipients: Array<{ email: string; state?: string }>,
  db: Pick<DataSource, 'query'> = dataSource,
): Promise<string[]> {
  const ids = recipients.map(() => randomUUID());
  await db.query(
    `INSERT INTO recipients (id, envelope_id, type, state, routing_order, addressees, position, created_at)
     SELECT (v->>'id')::uuid, $1::uuid, 'signer', v->>'state', 1,
            jsonb_build_array(jsonb_build_object('name', 'Pessoa', 'value', v->>'email', 'via', 'email',
                                                 'identifiers', '[]'::jsonb)),
            (v->>'position')::int, now()
       FROM jsonb_array_elements($2::jsonb) v`,
    [
      envelopeId,
      JSON.stringify(
        recipients.map((recipient, index) => ({
          id: ids[index],
          email: recipient.email,
          state: recipient.state ?? 'waiting',
          position: index + 1,
        })),
      ),
    ],
  );
  return ids;
}

/** The stored totals (without emptied ones) and what counting the rows gives, side by side. */
async function storedAndCounted(db: DataSource = dataSource) {
  const [stored, counted, storedInbox, countedInbox] = await Promise.all([
    db.query(`SELECT organization_id, sender_user_id, state, total::int FROM envelope_totals
               WHERE total <> 0 ORDER BY 1, 2, 3`),
    db.query(`SELECT organization_id, sender_user_id, state, count(*)::int AS total FROM envelopes
               GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    db.query(`SELECT organization_id, inbox_address, envelope_state, state, total::int FROM inbox_totals
               WHERE total <> 0 ORDER BY 1, 2, 3, 4`),
    db.query(`SELECT organization_id, inbox_address, envelope_state, state, count(*)::int AS total
                FROM recipients
               WHERE inbox_address IS NOT NULL AND envelope_state NOT IN ('draft', 'template')
               GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
  ]);
  return { stored: { sent: stored, inbox: storedInbox }, counted: { sent: counted, inbox: countedInbox } };
}

/** The search tables' rows and what their envelopes and recipients give, side by side. */
async function searchRowsAndLive(db: DataSource = dataSource) {
  const [envelopeRows, envelopeLive, inboxRows, inboxLive] = await Promise.all([
    db.query(`SELECT envelope_id, organization_id, sender_user_id, created_at, state, search_text
                FROM envelope_search ORDER BY 1`),
    db.query(`SELECT e.id AS envelope_id, e.organization_id, e.sender_user_id, e.created_at, e.state,
                     concat_ws(chr(31), lower(e.title || chr(31) || coalesce(e.subject, '')),
                               (SELECT string_agg(recipient_search_words(r.addressees), chr(31) ORDER BY r.id)
                                  FROM recipients r WHERE r.envelope_id = e.id)) AS search_text
                FROM envelopes e ORDER BY 1`),
    db.query(`SELECT recipient_id, organization_id, inbox_address, envelope_created_at, envelope_state, state,
                     search_text
                FROM inbox_search ORDER BY 1`),
    db.query(`SELECT r.id AS recipient_id, e.organization_id, lower(r.addressees->0->>'value') AS inbox_address,
                     e.created_at AS envelope_created_at, e.state AS envelope_state, r.state,
                     lower(e.title || chr(31) || coalesce(e.subject, '') || chr(31) || e.sender_name || chr(31)
                           || e.sender_email) AS search_text
                FROM recipients r JOIN envelopes e ON e.id = r.envelope_id
               WHERE r.addressees->0->>'value' IS NOT NULL AND e.state NOT IN ('draft', 'template')
               ORDER BY 1`),
  ]);
  return {
    stored: { envelopes: envelopeRows, inbox: inboxRows },
    live: { envelopes: envelopeLive, inbox: inboxLive },
  };
}

async function expectExact(db: DataSource = dataSource) {
  const { stored, counted } = await storedAndCounted(db);
  expect(stored).toEqual(counted);
  const search = await searchRowsAndLive(db);
  expect(search.stored).toEqual(search.live);
  // Every sender and reader with searched rows has their version.
  const [unversioned] = await db.query(
    `SELECT (SELECT count(*) FROM envelope_search s WHERE NOT EXISTS (
               SELECT 1 FROM envelope_search_versions v
                WHERE v.organization_id = s.organization_id AND v.sender_user_id = s.sender_user_id))::int AS sent,
            (SELECT count(*) FROM inbox_search s WHERE NOT EXISTS (
               SELECT 1 FROM inbox_search_versions v
                WHERE v.organization_id = s.organization_id AND v.inbox_address = s.inbox_address))::int AS inbox`,
  );
  expect(unversioned).toEqual({ sent: 0, inbox: 0 });
  const kept = await keptAndLive(db);
  expect(kept.kept).toEqual(kept.live);
}

/**
 * The kept search counts (without zeros) and what counting each kept pattern's matches among its
 * owner's rows gives, per state, side by side; and the counts kept for no kept pattern.
 */
async function keptAndLive(db: DataSource = dataSource) {
  const [sent, sentLive, inboxKept, inboxLive, orphans] = await Promise.all([
    db.query(`SELECT organization_id, sender_user_id, pattern, state, count::int FROM envelope_search_counts
               WHERE count <> 0 ORDER BY 1, 2, 3, 4`),
    db.query(`SELECT p.organization_id, p.sender_user_id, p.pattern, s.state, count(*)::int AS count
                FROM envelope_search_patterns p
                JOIN envelope_search s ON s.organization_id = p.organization_id AND s.sender_user_id = p.sender_user_id
               WHERE s.search_text LIKE p.pattern ESCAPE '\\'
               GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
    db.query(`SELECT organization_id, inbox_address, pattern, envelope_state, state, count::int
                FROM inbox_search_counts WHERE count <> 0 ORDER BY 1, 2, 3, 4, 5`),
    db.query(`SELECT p.organization_id, p.inbox_address, p.pattern, s.envelope_state, s.state, count(*)::int AS count
                FROM inbox_search_patterns p
                JOIN inbox_search s ON s.organization_id = p.organization_id AND s.inbox_address = p.inbox_address
               WHERE s.search_text LIKE p.pattern ESCAPE '\\'
               GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`),
    db.query(`SELECT (SELECT count(*) FROM envelope_search_counts c WHERE NOT EXISTS (
                        SELECT 1 FROM envelope_search_patterns p
                         WHERE (p.organization_id, p.sender_user_id, p.pattern)
                               = (c.organization_id, c.sender_user_id, c.pattern)))::int AS sent,
                     (SELECT count(*) FROM inbox_search_counts c WHERE NOT EXISTS (
                        SELECT 1 FROM inbox_search_patterns p
                         WHERE (p.organization_id, p.inbox_address, p.pattern)
                               = (c.organization_id, c.inbox_address, c.pattern)))::int AS inbox`),
  ]);
  return {
    kept: { sent, inbox: inboxKept, orphans: orphans[0] },
    live: { sent: sentLive, inbox: inboxLive, orphans: { sent: 0, inbox: 0 } },
  };
}

const sentList = (raw: Record<string, string>, userId = sender) =>
  new ListEnvelopesUseCase(dataSource).execute(
    { organizationId, userId },
    listEnvelopesQuerySchema.parse(raw),
  );
const inbox = (email: string, raw: Record<string, string>) =>
  new ListInboxUseCase(dataSource, {
    profileOf: async () => ({ email }),
  } as unknown as CallerDirectory).execute(
    { organizationId, userId: sender },
    listInboxQuerySchema.parse(raw),
  );

beforeAll(async () => {
  database = await createTestDatabase('list_totals');
  // Envelopes written before the totals and search tables existed: the migrations take them in.
  const before = createDataSource({
    url: database.url,
    entities: [...eventEntities],
    migrations: envelopesMigrations.filter(
      (migration) =>
        migration !== ListTotals1737500000000 &&
        migration !== SearchTables1737600000000 &&
        migration !== SearchCounts1737700000000 &&
        migration !== SearchMatchCounts1737800000000,
    ),
  });
  await before.initialize();
  await runMigrations(before);
  const [sent] = await insertEnvelopes([{ state: 'in-transit' }, { state: 'draft' }], before);
  await insertRecipients(sent, [{ email: 'reader@example.com' }, { email: 'Other@Example.com' }], before);
  await before.destroy();

  dataSource = createDataSource({
    url: database.url,
    entities: [...eventEntities, ...envelopesEntities],
    migrations: envelopesMigrations,
  });
  await dataSource.initialize();
  await runMigrations(dataSource);
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

describe('stored list totals', () => {
  it('counts what existed before the migration', async () => {
    const { stored } = await storedAndCounted();
    expect(stored.sent.map((row: { state: string; total: number }) => [row.state, row.total]).sort()).toEqual(
      [
        ['draft', 1],
        ['in-transit', 1],
      ],
    );
    expect(stored.inbox.map((row: { inbox_address: string }) => row.inbox_address).sort()).toEqual([
      'other@example.com',
      'reader@example.com',
    ]);
    await expectExact();
  });

  it('follow creation, sending, signing, cancelling, moving and deleting', async () => {
    const [draft, second, third] = await insertEnvelopes([
      { state: 'draft' },
      { state: 'draft' },
      { state: 'draft', sender: colleague },
      { state: 'template' },
      { state: 'draft', organization: otherOrganizationId },
    ]);
    await expectExact();
    // A draft's recipients are no inbox items yet.
    const [reader] = await insertRecipients(draft, [
      { email: 'reader@example.com' },
      { email: 'second@example.com' },
    ]);
    await insertRecipients(second, [{ email: 'reader@example.com' }]);
    await insertRecipients(third, [{ email: 'reader@example.com' }]);
    expect((await inbox('reader@example.com', {})).meta.total).toBe(1);
    await expectExact();
    // Sent: the envelope's state reaches its recipients, and with it the inbox.
    await dataSource.query(`UPDATE envelopes SET state = 'processing' WHERE id = $1`, [draft]);
    await dataSource.query(`UPDATE envelopes SET state = 'in-transit', sent_at = now() WHERE id = $1`, [
      draft,
    ]);
    await expectExact();
    expect((await inbox('reader@example.com', {})).meta.total).toBe(2);
    // Several envelopes in one statement, in both directions.
    await dataSource.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = ANY($1)`, [[second, third]]);
    await expectExact();
    // The recipient signs; a change that moves no total (notified_at) writes none.
    await dataSource.query(`UPDATE recipients SET state = 'done' WHERE id = $1`, [reader]);
    await dataSource.query(`UPDATE recipients SET notified_at = now() WHERE envelope_id = $1`, [draft]);
    await expectExact();
    expect((await inbox('reader@example.com', { 'filter[state]': 'done' })).meta.total).toBe(1);
    // A recipient's address changes: the item moves from one reader to the other.
    await dataSource.query(
      `UPDATE recipients SET addressees = jsonb_set(addressees, '{0,value}', '"moved@example.com"') WHERE id = $1`,
      [reader],
    );
    await expectExact();
    expect((await inbox('moved@example.com', {})).meta.total).toBe(1);
    // Searched text changes: a title, a sender's name, a recipient's name.
    await dataSource.query(`UPDATE envelopes SET title = 'Renomeado' WHERE id = $1`, [draft]);
    await dataSource.query(`UPDATE envelopes SET sender_name = 'Outra Remetente' WHERE id = $1`, [second]);
    await dataSource.query(
      `UPDATE recipients SET addressees = jsonb_set(addressees, '{0,name}', '"Pessoa Nova"') WHERE id = $1`,
      [reader],
    );
    await expectExact();
    expect((await sentList({ q: 'renomeado' })).meta.total).toBe(1);
    expect((await sentList({ q: 'pessoa nova' })).meta.total).toBe(1);
    expect((await inbox('reader@example.com', { q: 'outra remetente' })).meta.total).toBe(1);
    // Completed, cancelled, handed to a colleague.
    await dataSource.query(`UPDATE envelopes SET state = 'completed' WHERE id = $1`, [draft]);
    await dataSource.query(`UPDATE envelopes SET state = 'cancelled' WHERE id = $1`, [second]);
    await dataSource.query(`UPDATE envelopes SET sender_user_id = $2 WHERE id = $1`, [third, sender]);
    await expectExact();
    // A recipient removed, then an envelope deleted with its recipients (a cascade).
    await dataSource.query(`DELETE FROM recipients WHERE envelope_id = $1 AND position = 2`, [draft]);
    await dataSource.query(`DELETE FROM envelopes WHERE id = $1`, [second]);
    await expectExact();
    await dataSource.query(`DELETE FROM envelopes WHERE organization_id = $1`, [otherOrganizationId]);
    await expectExact();
  });

  it('stay exact under concurrent writers of one sender', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const [id] = await insertEnvelopes([{ state: 'draft', title: `Paralelo ${index}` }]);
        await insertRecipients(id, [{ email: 'reader@example.com' }]);
        return id;
      }),
    );
    await Promise.all(
      ids.map((id, index) =>
        dataSource.transaction(async (manager) => {
          await manager.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = $1`, [id]);
          if (index % 3 === 0)
            await manager.query(`UPDATE envelopes SET state = 'cancelled' WHERE id = $1`, [id]);
          if (index % 4 === 0) await manager.query(`DELETE FROM envelopes WHERE id = $1`, [id]);
        }),
      ),
    );
    await expectExact();
  });

  it("keep an envelope's search row whole when two transactions write its recipients", async () => {
    const [envelope] = await insertEnvelopes([{ state: 'in-transit', title: 'Disputado' }]);
    const first = dataSource.createQueryRunner();
    const second = dataSource.createQueryRunner();
    try {
      await first.startTransaction();
      await second.startTransaction();
      await insertRecipients(envelope, [{ email: 'primeira@example.com' }], first);
      // The second one waits for the first one's commit, then writes the text with both.
      const waiting = insertRecipients(envelope, [{ email: 'segunda@example.com' }], second);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query(`UPDATE envelopes SET title = 'Disputado de novo' WHERE id = $1`, [envelope]);
      await first.commitTransaction();
      await waiting;
      await second.commitTransaction();
    } finally {
      await first.release();
      await second.release();
    }
    await expectExact();
    const [row] = await dataSource.query(`SELECT search_text FROM envelope_search WHERE envelope_id = $1`, [
      envelope,
    ]);
    expect(row.search_text).toContain('primeira@example.com');
    expect(row.search_text).toContain('segunda@example.com');
    expect((await inbox('segunda@example.com', { q: 'de novo' })).meta.total).toBe(1);
  });

  it('give the lists the totals, pages and order that counting gave', async () => {
    // Enough envelopes for pages read from the far end.
    await insertEnvelopes(
      Array.from({ length: 71 }, (_, index) => ({
        state: ['draft', 'in-transit', 'completed', 'cancelled'][index % 4],
        title: `${['Locação', 'Compra', 'Termo'][index % 3]} ${String(index % 7)}`,
      })),
    );
    const counted = async (states: string[]) =>
      Number(
        (
          await dataSource.query(
            `SELECT count(*) AS total FROM envelopes WHERE organization_id = $1 AND sender_user_id = $2
               AND (cardinality($3::text[]) = 0 OR state = ANY($3))`,
            [organizationId, sender, states],
          )
        )[0].total,
      );
    for (const [raw, states] of [
      [{}, []],
      [{ 'filter[state]': 'completed,pending' }, ['completed', 'in-transit']],
      [{ sort: 'title' }, []],
      [{ sort: '-title', 'filter[state]': 'draft' }, ['draft']],
      [{ sort: 'created_at' }, []],
    ] as Array<[Record<string, string>, string[]]>) {
      const first = await sentList(raw);
      expect(first.meta.total).toBe(await counted(states));
      // Every page, read forwards or from the end, is the slice of the whole list in its order.
      const all = (
        await dataSource.query(
          `SELECT id FROM envelopes WHERE organization_id = $1 AND sender_user_id = $2
             AND (cardinality($3::text[]) = 0 OR state = ANY($3))
           ORDER BY ${
             {
               '-created_at': 'created_at DESC',
               created_at: 'created_at ASC',
               title: 'lower(title) ASC',
               '-title': 'lower(title) DESC',
             }[raw.sort ?? '-created_at']
           }, id ASC`,
          [organizationId, sender, states],
        )
      ).map((row: { id: string }) => row.id);
      for (let page = 1; page <= first.meta.last_page + 1; page++) {
        const answer = await sentList({ ...raw, page: String(page) });
        const perPage = first.meta.per_page;
        expect(answer.data.map((item) => item.id)).toEqual(all.slice((page - 1) * perPage, page * perPage));
        expect(answer.meta).toEqual({ ...first.meta, current_page: page });
      }
    }
    // A search's page and total come from its matches alone, a page past the middle from the end.
    for (const raw of [
      { q: 'loca' },
      { q: 'LOCA', sort: 'created_at' },
      { q: 'loca', 'filter[state]': 'in-transit,draft' },
      { q: 'reader@' },
      { q: 'loca', sort: 'title' },
    ] as Array<Record<string, string>>) {
      const states = raw['filter[state]']?.split(',') ?? [];
      const all = (
        await dataSource.query(
          `SELECT e.id FROM envelopes e WHERE organization_id = $1 AND sender_user_id = $2
             AND (cardinality($3::text[]) = 0 OR state = ANY($3))
             AND (e.title ILIKE $4 OR e.subject ILIKE $4 OR EXISTS (
                   SELECT 1 FROM recipients r, jsonb_array_elements(r.addressees) a
                    WHERE r.envelope_id = e.id AND (a->>'name' ILIKE $4 OR a->>'value' ILIKE $4)))
           ORDER BY ${{ created_at: 'created_at ASC', title: 'lower(title) ASC' }[raw.sort] ?? 'created_at DESC'}, id`,
          [organizationId, sender, states, `%${raw.q}%`],
        )
      ).map((row: { id: string }) => row.id);
      expect(all.length).toBeGreaterThan(0);
      const first = await sentList(raw);
      expect(first.meta.total).toBe(all.length);
      const perPage = first.meta.per_page;
      for (let page = 1; page <= first.meta.last_page + 1; page++) {
        const answer = await sentList({ ...raw, page: String(page) });
        expect(answer.data.map((item) => item.id)).toEqual(all.slice((page - 1) * perPage, page * perPage));
        expect(answer.meta).toEqual({ ...first.meta, current_page: page });
      }
    }
    for (const raw of [
      { q: 'contrato' },
      { q: 'contrato', sort: 'envelope.created_at', limit: '1' },
    ] as Array<Record<string, string>>) {
      const all = (
        await dataSource.query(
          `SELECT r.id FROM recipients r JOIN envelopes e ON e.id = r.envelope_id
            WHERE r.organization_id = $1 AND r.inbox_address = 'reader@example.com'
              AND e.state NOT IN ('draft', 'template') AND e.title ILIKE $2
            ORDER BY e.created_at ${raw.sort ? 'ASC' : 'DESC'}, r.id`,
          [organizationId, `%${raw.q}%`],
        )
      ).map((row: { id: string }) => row.id);
      expect(all.length).toBeGreaterThan(1);
      const first = await inbox('reader@example.com', raw);
      expect(first.meta.total).toBe(all.length);
      const perPage = first.meta.per_page;
      for (let page = 1; page <= first.meta.last_page + 1; page++) {
        const answer = await inbox('reader@example.com', { ...raw, page: String(page) });
        expect(answer.data.map((item) => item.id)).toEqual(all.slice((page - 1) * perPage, page * perPage));
      }
    }
    // A search is still counted, the state filter within it.
    const searched = await sentList({ q: 'loca', 'filter[state]': 'in-transit' });
    expect(searched.meta.total).toBe(
      Number(
        (
          await dataSource.query(
            `SELECT count(*) AS total FROM envelopes WHERE organization_id = $1 AND sender_user_id = $2
               AND state = 'in-transit' AND title ILIKE '%loca%'`,
            [organizationId, sender],
          )
        )[0].total,
      ),
    );
    const reader = await inbox('reader@example.com', {});
    expect(reader.meta.total).toBe(
      Number(
        (
          await dataSource.query(
            `SELECT count(*) AS total FROM recipients WHERE organization_id = $1 AND inbox_address = 'reader@example.com'
               AND envelope_state NOT IN ('draft', 'template')`,
            [organizationId],
          )
        )[0].total,
      ),
    );
    const filtered = await inbox('reader@example.com', { 'filter[envelope.state]': 'pending' });
    expect(filtered.data.every((item) => item.envelope.state === 'in-transit')).toBe(true);
    expect(filtered.meta.total).toBe(filtered.data.length);
    await expectExact();
  });

  it('answer a narrow search (trigram index) and a broad one (the whole range) alike', async () => {
    // More envelopes than the newest rows a search samples, so a rare `q` takes the trigram index.
    await insertEnvelopes(
      Array.from({ length: 230 }, (_, index) => ({
        sender: colleague,
        state: 'in-transit',
        title: index === 7 ? 'Lote raro' : `Lote ${index}`,
      })),
    );
    const rare = await sentList({ q: 'RARO' }, colleague);
    expect(rare.meta.total).toBe(1);
    expect(rare.data.map((item) => item.title)).toEqual(['Lote raro']);
    const broad = await sentList({ q: 'lote', page: '16' }, colleague);
    expect(broad.meta.total).toBe(230);
    expect(broad.data).toHaveLength(5);
    expect((await sentList({ q: 'lote 1' }, colleague)).meta.total).toBe(
      1 +
        10 +
        Array.from({ length: 230 }, (_, index) => String(index)).filter((n) => /^1\d\d$/.test(n)).length,
    );
    await expectExact();
  });

  it("reuse a search's counted total only while the list's rows are unchanged", async () => {
    const owner = randomUUID();
    // More rows than a search samples, every one matching: its total is counted once, then kept.
    const ids = await insertEnvelopes(
      Array.from({ length: 240 }, (_, index) => ({
        sender: owner,
        state: index % 2 ? 'in-transit' : 'completed',
        title: `Acordo ${index}`,
      })),
    );
    for (const id of ids.slice(0, 3)) await insertRecipients(id, [{ email: 'leitor@example.com' }]);
    const version = async () =>
      (
        await dataSource.query(
          `SELECT version FROM envelope_search_versions WHERE organization_id = $1 AND sender_user_id = $2`,
          [organizationId, owner],
        )
      )[0]?.version;
    // The sender's matches of `q` in `states`, in the list's order, as counting and sorting give them.
    const matches = async (q: string, states: string[], order: string) =>
      (
        await dataSource.query(
          `SELECT e.id FROM envelopes e WHERE organization_id = $1 AND sender_user_id = $2
             AND (cardinality($3::text[]) = 0 OR state = ANY($3))
             AND (e.title ILIKE $4 OR EXISTS (
                   SELECT 1 FROM recipients r, jsonb_array_elements(r.addressees) a
                    WHERE r.envelope_id = e.id AND (a->>'name' ILIKE $4 OR a->>'value' ILIKE $4)))
           ORDER BY ${order}, e.id`,
          [organizationId, owner, states, `%${q}%`],
        )
      ).map((row: { id: string }) => row.id);
    const expectTotals = async () => {
      for (const [raw, states, order] of [
        [{ q: 'acordo' }, [], 'created_at DESC'],
        [{ q: 'acordo', page: '16' }, [], 'created_at DESC'],
        [{ q: 'ACORDO', sort: 'created_at', page: '12' }, [], 'created_at ASC'],
        [{ q: 'acordo', 'filter[state]': 'pending' }, ['in-transit'], 'created_at DESC'],
        [{ q: 'acordo', sort: 'title' }, [], 'lower(title)'],
        // A fifth of the newest rows match: not broad, yet its first and last pages are read along
        // the range once its total is known.
        [{ q: 'acordo 2' }, [], 'created_at DESC'],
        [{ q: 'acordo 2', page: '2' }, [], 'created_at DESC'],
        [{ q: 'acordo 2', page: '4' }, [], 'created_at DESC'],
      ] as Array<[Record<string, string>, string[], string]>) {
        const all = await matches(raw.q.toLowerCase(), states, order);
        const page = Number(raw.page ?? 1);
        // Asked twice: the second answer takes the total the first one counted, if still current.
        for (const answer of [await sentList(raw, owner), await sentList(raw, owner)]) {
          expect(answer.meta.total).toBe(all.length);
          const perPage = answer.meta.per_page;
          expect(answer.data.map((item) => item.id)).toEqual(all.slice((page - 1) * perPage, page * perPage));
        }
      }
    };
    await expectTotals();
    let seen = await version();
    expect(seen).toBeDefined();
    // Every write to the sender's searched rows gives them a new version; one to nothing searched
    // gives none.
    const changes = [
      () => insertEnvelopes([{ sender: owner, state: 'in-transit', title: 'Acordo novo' }]),
      () => dataSource.query(`UPDATE envelopes SET title = 'Outro' WHERE id = $1`, [ids[0]]),
      () => dataSource.query(`UPDATE envelopes SET state = 'completed' WHERE id = $1`, [ids[1]]),
      () => insertRecipients(ids[2], [{ email: 'acordo@example.com' }]),
      () => dataSource.query(`UPDATE envelopes SET title = 'Sem termo' WHERE id = $1`, [ids[3]]),
      () => dataSource.query(`DELETE FROM recipients WHERE envelope_id = $1`, [ids[2]]),
      () => dataSource.query(`DELETE FROM envelopes WHERE id = $1`, [ids[5]]),
      () => dataSource.query(`UPDATE envelopes SET sender_user_id = $2 WHERE id = $1`, [ids[7], sender]),
    ];
    for (const change of changes) {
      await change();
      const next = await version();
      expect(next).not.toBe(seen);
      seen = next;
      await expectTotals();
    }
    await dataSource.query(`UPDATE recipients SET notified_at = now() WHERE envelope_id = ANY($1)`, [ids]);
    expect(await version()).toBe(seen);
    // A write not yet committed is not counted, nor is what was counted before it reused after it.
    const writer = dataSource.createQueryRunner();
    try {
      await writer.startTransaction();
      await writer.query(`UPDATE envelopes SET title = 'Fora' WHERE id = $1`, [ids[9]]);
      await expectTotals();
      expect(await version()).toBe(seen);
      await writer.commitTransaction();
    } finally {
      await writer.release();
    }
    expect(await version()).not.toBe(seen);
    seen = await version();
    await expectTotals();
    // A rolled-back write's version is never current; a sender without a version (their row
    // deleted) has nothing reused, and their next write gives them a version never given before.
    const rolledBack = dataSource.createQueryRunner();
    try {
      await rolledBack.startTransaction();
      await rolledBack.query(`UPDATE envelopes SET title = 'Desfeito' WHERE id = $1`, [ids[11]]);
      await rolledBack.rollbackTransaction();
    } finally {
      await rolledBack.release();
    }
    expect(await version()).toBe(seen);
    await dataSource.query(
      `DELETE FROM envelope_search_versions WHERE organization_id = $1 AND sender_user_id = $2`,
      [organizationId, owner],
    );
    await expectTotals();
    await dataSource.query(`UPDATE envelopes SET title = 'Acordo de novo' WHERE id = $1`, [ids[0]]);
    expect(Number(await version())).toBeGreaterThan(Number(seen));
    await expectTotals();
    // The inbox's searches alike: the reader's items get a new version when one of them changes.
    const inboxTotal = async () =>
      Number(
        (
          await dataSource.query(
            `SELECT count(*) AS total FROM recipients r JOIN envelopes e ON e.id = r.envelope_id
              WHERE r.organization_id = $1 AND r.inbox_address = 'leitor@example.com'
                AND e.state = 'completed' AND e.title ILIKE '%acordo%'`,
            [organizationId],
          )
        )[0].total,
      );
    const raw = { q: 'acordo', 'filter[envelope.state]': 'completed' };
    expect((await inbox('leitor@example.com', raw)).meta.total).toBe(await inboxTotal());
    expect((await inbox('leitor@example.com', raw)).meta.total).toBe(await inboxTotal());
    await dataSource.query(`UPDATE envelopes SET state = 'completed' WHERE id = ANY($1)`, [ids.slice(0, 3)]);
    expect(await inboxTotal()).toBeGreaterThan(0);
    expect((await inbox('leitor@example.com', raw)).meta.total).toBe(await inboxTotal());
    await expectExact();
  });

  it("keep each kept search's counts per state through every write", async () => {
    const owner = randomUUID();
    const ids = await insertEnvelopes(
      Array.from({ length: 12 }, (_, index) => ({
        sender: owner,
        state: ['draft', 'in-transit', 'completed'][index % 3],
        title: index % 2 ? `Aditivo ${index}` : `Proposta ${index}`,
      })),
    );
    for (const id of ids.slice(0, 6)) await insertRecipients(id, [{ email: 'conta@example.com' }]);
    // The sender's matches of `q` (in `states`), as counting the envelopes gives them.
    const live = async (q: string, states: string[] = []) =>
      Number(
        (
          await dataSource.query(
            `SELECT count(*) AS total FROM envelopes e WHERE organization_id = $1 AND sender_user_id = $2
               AND (cardinality($3::text[]) = 0 OR state = ANY($3))
               AND (e.title ILIKE $4 OR e.subject ILIKE $4 OR EXISTS (
                     SELECT 1 FROM recipients r, jsonb_array_elements(r.addressees) a
                      WHERE r.envelope_id = e.id AND (a->>'name' ILIKE $4 OR a->>'value' ILIKE $4)))`,
            [organizationId, owner, states, `%${q}%`],
          )
        )[0].total,
      );
    const inboxLive = async (q: string) =>
      Number(
        (
          await dataSource.query(
            `SELECT count(*) AS total FROM recipients r JOIN envelopes e ON e.id = r.envelope_id
              WHERE r.organization_id = $1 AND r.inbox_address = 'conta@example.com'
                AND e.state NOT IN ('draft', 'template')
                AND (e.title ILIKE $2 OR e.subject ILIKE $2 OR e.sender_name ILIKE $2 OR e.sender_email ILIKE $2)`,
            [organizationId, `%${q}%`],
          )
        )[0].total,
      );
    const kept = async (table: string, q: string) =>
      (
        await dataSource.query(`SELECT 1 FROM ${table} WHERE organization_id = $1 AND pattern = $2`, [
          organizationId,
          `%${q}%`,
        ])
      ).length > 0;
    // Each search's counts are kept by asking it once; then every answer is the kept total.
    const expectAnswers = async () => {
      for (const [q, states] of [
        ['aditivo', []],
        ['proposta', ['draft', 'completed']],
        ['conta@', []],
      ] as Array<[string, string[]]>)
        expect(
          (await sentList(states.length ? { q, 'filter[state]': states.join(',') } : { q }, owner)).meta
            .total,
        ).toBe(await live(q, states));
      for (const q of ['aditivo', 'assunto'])
        expect((await inbox('conta@example.com', { q })).meta.total).toBe(await inboxLive(q));
      await expectExact();
    };
    await expectAnswers();
    for (const q of ['aditivo', 'proposta', 'conta@'])
      expect(await kept('envelope_search_patterns', q)).toBe(true);
    for (const q of ['aditivo', 'assunto']) expect(await kept('inbox_search_patterns', q)).toBe(true);
    const writes = [
      // Inserted, matching and not.
      () => insertEnvelopes([{ sender: owner, state: 'in-transit', title: 'Aditivo novo' }]),
      () => insertEnvelopes([{ sender: owner, state: 'draft', title: 'Outro' }]),
      // A title that starts and stops matching, a state, a recipient added, renamed and removed.
      () => dataSource.query(`UPDATE envelopes SET title = 'Aditivo antes proposta' WHERE id = $1`, [ids[0]]),
      () => dataSource.query(`UPDATE envelopes SET title = 'Nada' WHERE id = $1`, [ids[1]]),
      () =>
        dataSource.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = ANY($1)`, [ids.slice(0, 4)]),
      () => dataSource.query(`UPDATE envelopes SET state = 'completed' WHERE id = $1`, [ids[4]]),
      () => insertRecipients(ids[8], [{ email: 'conta@example.com' }, { email: 'aditivo@example.com' }]),
      () =>
        dataSource.query(
          `UPDATE recipients SET addressees = jsonb_set(addressees, '{0,value}', '"outra@example.com"')
            WHERE envelope_id = $1`,
          [ids[2]],
        ),
      () => dataSource.query(`UPDATE recipients SET state = 'done' WHERE envelope_id = $1`, [ids[0]]),
      () => dataSource.query(`DELETE FROM recipients WHERE envelope_id = $1`, [ids[3]]),
      // Handed to another sender, deleted, deleted with its recipients (a cascade).
      () => dataSource.query(`UPDATE envelopes SET sender_user_id = $2 WHERE id = $1`, [ids[5], sender]),
      () => dataSource.query(`DELETE FROM envelopes WHERE id = $1`, [ids[6]]),
      () => dataSource.query(`DELETE FROM envelopes WHERE id = $1`, [ids[0]]),
    ];
    for (const write of writes) {
      await write();
      await expectAnswers();
    }
    // A rolled-back write leaves the counts as they were.
    const rolledBack = dataSource.createQueryRunner();
    try {
      await rolledBack.startTransaction();
      await rolledBack.query(`UPDATE envelopes SET title = 'Aditivo desfeito' WHERE id = $1`, [ids[7]]);
      await rolledBack.query(`DELETE FROM envelopes WHERE id = $1`, [ids[9]]);
      await rolledBack.rollbackTransaction();
    } finally {
      await rolledBack.release();
    }
    await expectAnswers();

    const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
    // A write in flight while a search keeps its counts: the count waits for the writer's commit
    // and counts its rows.
    const before = dataSource.createQueryRunner();
    try {
      await before.startTransaction();
      await before.query(`UPDATE envelopes SET title = 'Termo primeiro' WHERE id = $1`, [ids[10]]);
      await before.query(`UPDATE recipients SET state = 'done' WHERE envelope_id = $1`, [ids[8]]);
      const searching = Promise.all([
        sentList({ q: 'termo' }, owner),
        inbox('conta@example.com', { q: 'rprimeir' }),
      ]);
      await pause();
      await before.commitTransaction();
      await searching;
    } finally {
      await before.release();
    }
    expect(await kept('envelope_search_patterns', 'termo')).toBe(true);
    expect(await kept('inbox_search_patterns', 'rprimeir')).toBe(true);
    await expectExact();
    // A write made while a search holds the owner's rows to count them (held up here by another
    // search keeping the same pattern, which gives up): the writer waits for the count's commit,
    // then applies its change to it.
    const other = dataSource.createQueryRunner();
    const writer = dataSource.createQueryRunner();
    try {
      await other.startTransaction();
      await other.query(
        `INSERT INTO envelope_search_patterns (organization_id, sender_user_id, pattern) VALUES ($1, $2, '%depois%')`,
        [organizationId, owner],
      );
      await other.query(
        `INSERT INTO inbox_search_patterns (organization_id, inbox_address, pattern)
         VALUES ($1, 'conta@example.com', '%depois%')`,
        [organizationId],
      );
      const searching = Promise.all([
        sentList({ q: 'depois' }, owner),
        inbox('conta@example.com', { q: 'depois' }),
      ]);
      await pause();
      await writer.startTransaction();
      const writing = writer.query(`UPDATE envelopes SET title = 'Depois' WHERE id = ANY($1)`, [
        [ids[8], ids[11]],
      ]);
      await pause();
      await other.rollbackTransaction();
      const [sent, received] = await searching;
      // Counted before the writer's commit: without its change.
      expect(sent.meta.total).toBe(0);
      expect(received.meta.total).toBe(0);
      await writing;
      await writer.commitTransaction();
    } finally {
      await other.release();
      await writer.release();
    }
    expect(await live('depois')).toBe(2);
    expect((await sentList({ q: 'depois' }, owner)).meta.total).toBe(2);
    expect((await inbox('conta@example.com', { q: 'depois' })).meta.total).toBe(await inboxLive('depois'));
    await expectExact();

    // A `q` holding U+001F (matched part by part) is never kept, and is answered as counted.
    const across = `aditivo 11\u001fassunto`;
    expect((await sentList({ q: across }, owner)).meta.total).toBe(0);
    expect((await sentList({ q: 'assunto' }, owner)).meta.total).toBe(await live('assunto'));
    expect(await kept('envelope_search_patterns', across)).toBe(false);
    expect((await inbox('conta@example.com', { q: across })).meta.total).toBe(0);
    expect(await kept('inbox_search_patterns', across)).toBe(false);
  });

  it('keep the counts of the most recently read searches of a sender only', async () => {
    const owner = randomUUID();
    await insertEnvelopes(
      Array.from({ length: 20 }, (_, index) => ({ sender: owner, state: 'draft', title: `Peça ${index}` })),
    );
    const patterns = async () =>
      (
        await dataSource.query(
          `SELECT pattern FROM envelope_search_patterns WHERE organization_id = $1 AND sender_user_id = $2
            ORDER BY pattern`,
          [organizationId, owner],
        )
      ).map((row: { pattern: string }) => row.pattern);
    const queries = Array.from({ length: 16 }, (_, index) => `peça ${index}`);
    for (const q of queries) await sentList({ q }, owner);
    expect(await patterns()).toEqual(queries.map((q) => `%${q}%`).sort());
    // Read an hour ago, one a minute earlier than the next; then the oldest is read again.
    await dataSource.query(
      `UPDATE envelope_search_patterns
          SET used_at = now() - interval '1 hour' + (substring(pattern from '[0-9]+')::int * interval '1 minute')
        WHERE organization_id = $1 AND sender_user_id = $2`,
      [organizationId, owner],
    );
    expect((await sentList({ q: 'peça 0' }, owner)).meta.total).toBe(1);
    // A seventeenth search forgets the least recently read (`peça 1`), and its counts.
    expect((await sentList({ q: 'peça 16' }, owner)).meta.total).toBe(1);
    const expected = [...queries.filter((q) => q !== 'peça 1'), 'peça 16'].map((q) => `%${q}%`).sort();
    expect(await patterns()).toEqual(expected);
    const [forgotten] = await dataSource.query(
      `SELECT count(*)::int AS count FROM envelope_search_counts
        WHERE organization_id = $1 AND sender_user_id = $2 AND pattern = '%peça 1%'`,
      [organizationId, owner],
    );
    expect(forgotten.count).toBe(0);
    // Asked again, it is counted again (forgetting another).
    expect((await sentList({ q: 'peça 1' }, owner)).meta.total).toBe(11);
    expect(await patterns()).toHaveLength(16);
    await expectExact();
  });

  it('are emptied with their tables', async () => {
    await dataSource.query('TRUNCATE envelopes CASCADE');
    expect(await storedAndCounted()).toEqual({
      stored: { sent: [], inbox: [] },
      counted: { sent: [], inbox: [] },
    });
    expect((await sentList({})).meta.total).toBe(0);
    // The searches' kept counts went to zero with the rows; a TRUNCATE of the search tables
    // empties them.
    await expectExact();
    const [keptBefore] = await dataSource.query(
      'SELECT (SELECT count(*) FROM envelope_search_patterns)::int AS sent, (SELECT count(*) FROM inbox_search_patterns)::int AS inbox',
    );
    expect(keptBefore.sent).toBeGreaterThan(0);
    expect(keptBefore.inbox).toBeGreaterThan(0);
    await dataSource.query('TRUNCATE envelope_search, inbox_search');
    const [keptAfter] = await dataSource.query(
      `SELECT (SELECT count(*) FROM envelope_search_patterns)::int + (SELECT count(*) FROM envelope_search_counts)::int AS sent,
              (SELECT count(*) FROM inbox_search_patterns)::int + (SELECT count(*) FROM inbox_search_counts)::int AS inbox`,
    );
    expect(keptAfter).toEqual({ sent: 0, inbox: 0 });
  });
});

describe('pageWindow', () => {
  it('reads a page past the middle from the end', () => {
    expect(pageWindow(1, 10, 95)).toEqual({ offset: 0, limit: 10, fromEnd: false });
    expect(pageWindow(10, 10, 95)).toEqual({ offset: 0, limit: 5, fromEnd: true });
    expect(pageWindow(9, 10, 95)).toEqual({ offset: 5, limit: 10, fromEnd: true });
    expect(pageWindow(5, 10, 95)).toEqual({ offset: 40, limit: 10, fromEnd: false });
    expect(pageWindow(11, 10, 95)).toBeNull();
    expect(pageWindow(1, 10, 0)).toBeNull();
  });
});
