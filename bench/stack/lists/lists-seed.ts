// The lists bench's data: organizations of envelopes with three recipients and a short history
// each, written by set-based SQL (generate_series) into a database of the bench's own, so a million
// rows take minutes and not hours. Identifiers are md5-derived, so the bench can name the biggest
// organization, its sender and its inbox address without reading them back.
import { createHash } from 'node:crypto';
import { createDataSource, runMigrations } from '@rubrica/database';
import { eventEntities } from '@rubrica/messaging';
import pg from 'pg';
import { envelopesEntities } from '../../../services/envelopes/src/envelopes.entities.js';
import { SearchTables1737600000000 } from '../../../services/envelopes/src/migrations/1737600000000-search-tables.js';
import { SearchCounts1737700000000 } from '../../../services/envelopes/src/migrations/1737700000000-search-counts.js';
import { SearchMatchCounts1737800000000 } from '../../../services/envelopes/src/migrations/1737800000000-search-match-counts.js';
import { envelopesMigrations } from '../../../services/envelopes/src/migrations/index.js';

export interface ListsSeedPlan {
  /** Organizations of `perOrganization` envelopes each (numbered 1..n). */
  organizations: number;
  perOrganization: number;
  /** Organization 0, bigger than the others (0 leaves it out). */
  biggest: number;
  /** History entries of the one envelope with a long history (organization 0's, or 1's). */
  longHistory: number;
}

export const FULL_PLAN: ListsSeedPlan = {
  organizations: 100,
  perOrganization: 10_000,
  biggest: 100_000,
  longHistory: 3_000,
};

/** The identifiers the seed gives organization `org`, its sender and its inbox reader. */
export function seededOrganization(org: number) {
  return {
    organizationId: uuidOf(`org-${org}`),
    userId: uuidOf(`sender-${org}`),
    inboxEmail: `signer${org}@example.com`,
    longHistoryEnvelopeId: uuidOf(`env-${org}-1`),
  };
}

/** PostgreSQL's `md5(text)::uuid`, so the bench and the SQL agree on identifiers. */
function uuidOf(text: string): string {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the lists read, vacuumed and analyzed once written. */
export const LISTS_TABLES = 'envelopes, recipients, envelope_events, envelope_search, inbox_search';

async function migrate(url: string, migrations: typeof envelopesMigrations) {
  const dataSource = createDataSource({
    url,
    entities: [...eventEntities, ...envelopesEntities],
    migrations,
  });
  await dataSource.initialize();
  await runMigrations(dataSource);
  await dataSource.destroy();
}

/** Drops and recreates `url`'s database, migrates it, and fills it as `plan` says. */
export async function seedLists(
  url: string,
  plan: ListsSeedPlan,
  log = (line: string) => void process.stdout.write(`${line}\n`),
) {
  const target = new URL(url);
  const database = target.pathname.slice(1);
  if (!/^rubrica_bench_lists[a-z0-9_]*$/.test(database))
    throw new Error(`the lists seed only writes to a rubrica_bench_lists* database, not ${database}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  // The search tables (their versions and kept counts) come after the rows, as on a database that had the rows
  // before them: their migration writes each sender's and reader's rows together, where triggers
  // would rewrite an envelope's row once per statement that touches it.
  await migrate(
    url,
    envelopesMigrations.filter(
      (migration) =>
        migration !== SearchTables1737600000000 &&
        migration !== SearchCounts1737700000000 &&
        migration !== SearchMatchCounts1737800000000,
    ),
  );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, sql: string) => {
    const started = performance.now();
    const result = await client.query(sql);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    const orgs = [
      ...(plan.biggest > 0 ? [`(0, ${plan.biggest})`] : []),
      ...Array.from({ length: plan.organizations }, (_, index) => `(${index + 1}, ${plan.perOrganization})`),
    ].join(', ');
    await client.query(`CREATE TEMP TABLE plan_orgs (o int, n int)`);
    await client.query(`INSERT INTO plan_orgs VALUES ${orgs}`);
    await client.query("SET maintenance_work_mem = '256MB'");
    // Newest first by number: envelope i of an organization is i hours and some minutes older.
    await step(
      'envelopes',
      `INSERT INTO envelopes (id, hashid, organization_id, sender_user_id, sender_name, sender_email,
                              title, subject, state, sent_at, created_at, updated_at)
       SELECT md5('env-' || o || '-' || i)::uuid, 'B' || o || 'X' || i, md5('org-' || o)::uuid,
              md5('sender-' || o)::uuid, 'Remetente ' || o, 'sender' || o || '@example.com',
              (ARRAY['Contrato de locação', 'Prestação de serviços', 'Compra e venda', 'Termo aditivo',
                     'Acordo de confidencialidade'])[1 + i % 5] || ' nº ' || i,
              'Assinatura do documento ' || i,
              CASE WHEN i % 20 = 0 THEN 'draft' WHEN i % 50 = 1 THEN 'template'
                   WHEN i % 3 = 0 THEN 'in-transit' WHEN i % 7 = 0 THEN 'cancelled' ELSE 'completed' END,
              CASE WHEN i % 20 = 0 OR i % 50 = 1 THEN NULL ELSE at END, at, at
         FROM plan_orgs, generate_series(1, n) AS i,
              LATERAL (SELECT timestamptz '2026-11-01' - i * interval '61 minutes' - o * interval '1 second' AS at) t`,
    );
    // The first recipient of every envelope is the organization's inbox reader.
    await step(
      'recipients',
      `INSERT INTO recipients (id, envelope_id, type, state, routing_order, addressees, position, created_at, notified_at)
       SELECT md5('rec-' || o || '-' || i || '-' || p)::uuid, md5('env-' || o || '-' || i)::uuid,
              CASE WHEN p = 3 THEN 'carbon-copy' ELSE 'signer' END,
              CASE WHEN i % 3 = 0 THEN 'signing' WHEN i % 20 = 0 THEN 'waiting' ELSE 'done' END, p,
              jsonb_build_array(jsonb_build_object(
                'name', CASE p WHEN 1 THEN 'Signatária ' || o WHEN 2 THEN 'Ana Souza ' || i ELSE 'Testemunha ' || i END,
                'value', CASE p WHEN 1 THEN 'signer' || o || '@example.com'
                                WHEN 2 THEN 'ana.' || i || '@cliente' || o || '.com.br'
                                ELSE 'testemunha.' || i || '@example.org' END,
                'via', 'email', 'identifiers', '[]'::jsonb)),
              p, now(), now()
         FROM plan_orgs, generate_series(1, n) AS i, generate_series(1, 3) AS p`,
    );
    const longOrg = plan.biggest > 0 ? 0 : 1;
    await step(
      'events',
      `INSERT INTO envelope_events (id, envelope_id, sequence, type, message, message_code, data, prev_hash, hash, created_at)
       SELECT md5('evt-' || o || '-' || i || '-' || s)::uuid, md5('env-' || o || '-' || i)::uuid, s,
              (ARRAY['envelope.created', 'recipient.added', 'envelope.sent', 'recipient.notified'])[1 + (s - 1) % 4],
              'Entry ' || s, (ARRAY['envelope.created', 'recipient.added', 'envelope.sent', 'recipient.notified'])[1 + (s - 1) % 4],
              '{}'::jsonb, md5('evt-' || o || '-' || i || '-' || (s - 1)), md5('evt-' || o || '-' || i || '-' || s),
              timestamptz '2026-11-01' - i * interval '61 minutes' + s * interval '1 minute'
         FROM plan_orgs, generate_series(1, n) AS i,
              generate_series(1, CASE WHEN o = ${longOrg} AND i = 1 THEN ${plan.longHistory} ELSE 3 END) AS s`,
    );
    const started = performance.now();
    await migrate(url, envelopesMigrations);
    log(`  search tables: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Index-only scans need the visibility map, and the planner needs statistics.
    await step('vacuum analyze', `VACUUM (ANALYZE) ${LISTS_TABLES}`);
  } finally {
    await client.end();
  }
}
