// The list use cases of the envelopes service, run as the service runs them (the same classes, the
// same query builders) against the lists seed: the sent list, the inbox, search, filters and a long
// history, at page 1 and at the deepest page. Each case runs `iterations` times for p50/p99, then
// once more with its SQL captured and each statement shown with EXPLAIN (ANALYZE, BUFFERS).
import { createDataSource, runMigrations } from '@rubrica/database';
import { eventEntities } from '@rubrica/messaging';
import { DataSource, type Logger } from 'typeorm';
import type { CallerDirectory } from '../../../services/envelopes/src/common/caller-directory.js';
import { envelopesEntities } from '../../../services/envelopes/src/envelopes.entities.js';
import { envelopesMigrations } from '../../../services/envelopes/src/migrations/index.js';
import type { SenderScope } from '../../../services/envelopes/src/envelopes/envelope-access.js';
import { ListEnvelopeEventsUseCase } from '../../../services/envelopes/src/envelopes/use-cases/list-envelope-events/list-envelope-events.use-case.js';
import { ListEnvelopesUseCase } from '../../../services/envelopes/src/envelopes/use-cases/list-envelopes/list-envelopes.use-case.js';
import { ListInboxUseCase } from '../../../services/envelopes/src/envelopes/use-cases/list-inbox/list-inbox.use-case.js';
import {
  listEnvelopesQuerySchema,
  listEventsQuerySchema,
  listInboxQuerySchema,
} from '../../../services/envelopes/src/envelopes/envelopes.schemas.js';
import { LISTS_TABLES, seededOrganization } from './lists-seed.js';

export const GOAL_P99_MS = 50;

export interface ListsBenchOptions {
  url: string;
  iterations: number;
  /** Organizations to measure, by seed number (0 is the biggest one). */
  organizations: number[];
  log?: (line: string) => void;
}

export interface ListsBenchRow {
  organization: number;
  list: string;
  variant: string;
  page: number;
  total: number;
  p50: number;
  p99: number;
}

interface Page {
  meta: { last_page: number; total: number };
}

/** One list call the way its route makes it: raw query parameters through the route's schema. */
type ListCall = (page: number) => Promise<Page>;

class CapturingLogger implements Logger {
  capturing = false;
  readonly statements: { sql: string; parameters: unknown[] }[] = [];
  logQuery(sql: string, parameters?: unknown[]) {
    if (this.capturing) this.statements.push({ sql, parameters: parameters ?? [] });
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

export async function runListsBench(options: ListsBenchOptions): Promise<ListsBenchRow[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const capture = new CapturingLogger();
  const base = createDataSource({
    url: options.url,
    entities: [...eventEntities, ...envelopesEntities],
    migrations: envelopesMigrations,
    name: 'lists-bench',
  });
  const dataSource = new DataSource({ ...base.options, logger: capture, logging: ['query'] });
  await dataSource.initialize();
  // A seed made before a newer migration (an index) is measured with it.
  const applied = await runMigrations(dataSource);
  if (applied.length) {
    log(`Applied ${applied.join(', ')}`);
    await dataSource.query(`VACUUM (ANALYZE) ${LISTS_TABLES}`);
  }
  const rows: ListsBenchRow[] = [];
  try {
    const [{ size }] = await dataSource.query<{ size: string }[]>(
      `SELECT (SELECT count(*) FROM envelopes) || ' envelopes, ' || (SELECT count(*) FROM recipients)
              || ' recipients, ' || (SELECT count(*) FROM envelope_events) || ' history entries' AS size`,
    );
    log(`Lists bench: ${size}; ${options.iterations} iterations per case; goal p99 < ${GOAL_P99_MS} ms`);
    const envelopes = new ListEnvelopesUseCase(dataSource);
    const events = new ListEnvelopeEventsUseCase(dataSource);
    for (const organization of options.organizations) {
      const seeded = seededOrganization(organization);
      const scope: SenderScope = { organizationId: seeded.organizationId, userId: seeded.userId };
      const callers = { profileOf: async () => ({ email: seeded.inboxEmail }) } as unknown as CallerDirectory;
      const inbox = new ListInboxUseCase(dataSource, callers);
      const cases: [string, string, ListCall][] = [
        ...(
          [
            ['default', {}],
            ['filter[state]=completed', { 'filter[state]': 'completed' }],
            ['sort=title', { sort: 'title' }],
            ['q=locação (title)', { q: 'locação' }],
            ['q=ana.77 (recipient)', { q: 'ana.77' }],
            ['q=testemunha (every envelope)', { q: 'testemunha' }],
            ['q=serviços + filter[state]=in-transit', { q: 'serviços', 'filter[state]': 'in-transit' }],
          ] as const
        ).map(([variant, raw]): [string, string, ListCall] => [
          'sent',
          variant,
          (page) => envelopes.execute(scope, listEnvelopesQuerySchema.parse({ ...raw, page: String(page) })),
        ]),
        ...(
          [
            ['default', {}],
            ['filter[envelope.state]=completed', { 'filter[envelope.state]': 'completed' }],
            ['q=serviços', { q: 'serviços' }],
          ] as const
        ).map(([variant, raw]): [string, string, ListCall] => [
          'inbox',
          variant,
          (page) => inbox.execute(scope, listInboxQuerySchema.parse({ ...raw, page: String(page) })),
        ]),
        [
          'history',
          'long history',
          (page) =>
            events.execute(
              scope,
              seeded.longHistoryEnvelopeId,
              listEventsQuerySchema.parse({ page: String(page) }),
            ),
        ],
      ];
      // A search's matches are counted once (migration SearchMatchCounts), then kept per state by
      // the writers: each search is measured as asked again; after a write to one of the list's
      // rows (the newest sent envelope's subject, which the sender's and the reader's rows both
      // hold, gains or loses a trailing space before each call, outside the timing); and counted
      // anew, its kept counts forgotten before each call.
      const write = () =>
        dataSource.query(
          `UPDATE envelopes SET subject = CASE WHEN subject LIKE '% ' THEN rtrim(subject)
                                               ELSE coalesce(subject, '') || ' ' END
            WHERE id = (SELECT id FROM envelopes
                         WHERE organization_id = $1 AND sender_user_id = $2 AND state NOT IN ('draft', 'template')
                         ORDER BY created_at DESC LIMIT 1)`,
          [scope.organizationId, scope.userId],
        );
      const forget = {
        sent: () =>
          dataSource.query(
            `WITH forgotten AS (DELETE FROM envelope_search_patterns
                                 WHERE organization_id = $1 AND sender_user_id = $2 RETURNING 1)
             DELETE FROM envelope_search_counts WHERE organization_id = $1 AND sender_user_id = $2`,
            [scope.organizationId, scope.userId],
          ),
        inbox: () =>
          dataSource.query(
            `WITH forgotten AS (DELETE FROM inbox_search_patterns
                                 WHERE organization_id = $1 AND inbox_address = $2 RETURNING 1)
             DELETE FROM inbox_search_counts WHERE organization_id = $1 AND inbox_address = $2`,
            [scope.organizationId, seeded.inboxEmail],
          ),
      };
      for (const [list, variant, call] of cases) {
        const first = await call(1);
        const measures: [string, (() => Promise<unknown>) | undefined][] = [[variant, undefined]];
        if (variant.startsWith('q=') && (list === 'sent' || list === 'inbox'))
          measures.push([`${variant}, after a write`, write], [`${variant}, counted anew`, forget[list]]);
        for (const page of [...new Set([1, first.meta.last_page])])
          for (const [measured, before] of measures) {
            const timings: number[] = [];
            // Asked again: once before the timing, so the first run does not count what the
            // measure before it (counted anew) forgot.
            if (!before) await call(page);
            for (let index = 0; index < options.iterations; index++) {
              await before?.();
              const started = performance.now();
              await call(page);
              timings.push(performance.now() - started);
            }
            timings.sort((a, b) => a - b);
            const row: ListsBenchRow = {
              organization,
              list,
              variant: measured,
              page,
              total: first.meta.total,
              p50: percentile(timings, 0.5),
              p99: percentile(timings, 0.99),
            };
            rows.push(row);
            log(
              `\n== org ${organization} · ${list} · ${measured} · page ${page} of ${first.meta.last_page} ` +
                `(${row.total} items): p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms` +
                (row.p99 < GOAL_P99_MS ? '' : '  ← over the goal'),
            );
            await before?.();
            capture.statements.length = 0;
            capture.capturing = true;
            await call(page);
            capture.capturing = false;
            // Explained as the call ran them (after `before` again), in one transaction rolled back:
            // a search counted anew writes its kept counts.
            await before?.();
            const explaining = dataSource.createQueryRunner();
            try {
              await explaining.startTransaction();
              for (const { sql, parameters } of [...capture.statements]) {
                log(`-- ${sql.replace(/\s+/g, ' ')}`);
                if (/^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)\b/i.test(sql)) continue;
                const plan: Array<{ 'QUERY PLAN': string }> = await explaining.query(
                  `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
                  parameters,
                );
                log(`-- parameters: ${JSON.stringify(parameters)}`);
                for (const line of plan) log(`   ${line['QUERY PLAN']}`);
              }
            } finally {
              await explaining.rollbackTransaction();
              await explaining.release();
            }
          }
      }
    }
    log('\nSummary (ms):');
    log('org | list | variant | page | items | p50 | p99');
    for (const row of rows)
      log(
        `${row.organization} | ${row.list} | ${row.variant} | ${row.page} | ${row.total} | ` +
          `${row.p50.toFixed(1)} | ${row.p99.toFixed(1)}${row.p99 < GOAL_P99_MS ? '' : ' ✗'}`,
      );
  } finally {
    await dataSource.destroy();
  }
  return rows;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
