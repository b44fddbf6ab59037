// `make bench-lists` is not part of the test suite, but this smoke run of it is, so the seed and the
// bench never rot: a tiny seed in a database of its own, every case once, no assertion on timings.
import { resolveTestServices, uniqueName } from '@rubrica/testing';
import pg from 'pg';
import { runListsBench } from '../stack/lists/lists-bench.js';
import { seedLists } from '../stack/lists/lists-seed.js';

let url: string;

beforeAll(async () => {
  const target = new URL((await resolveTestServices()).postgresUrl);
  target.pathname = `/${uniqueName('rubrica_bench_lists_smoke')}`;
  url = target.toString();
  await seedLists(url, { organizations: 1, perOrganization: 60, biggest: 90, longHistory: 40 }, () => {});
});

afterAll(async () => {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await client.end();
});

it('seeds and runs every list case at page 1 and the deepest page, printing the plans', async () => {
  const lines: string[] = [];
  const rows = await runListsBench({
    url,
    iterations: 1,
    organizations: [1, 0],
    log: (line) => lines.push(line),
  });
  const output = lines.join('\n');

  expect(output).toContain('Lists bench: 150 envelopes, 450 recipients,');
  for (const list of ['sent', 'inbox', 'history'])
    expect(rows.some((row) => row.list === list && row.page > 1)).toBe(true);
  // Organization 0 sent 90 envelopes: 6 pages of 15; its first recipient is the inbox reader of
  // the 84 that are not drafts (4) or templates (2).
  expect(
    rows.find((row) => row.organization === 0 && row.list === 'sent' && row.variant === 'default'),
  ).toMatchObject({ total: 90 });
  expect(
    rows.find((row) => row.organization === 0 && row.list === 'inbox' && row.variant === 'default'),
  ).toMatchObject({ total: 84 });
  expect(rows.find((row) => row.organization === 0 && row.list === 'history')).toMatchObject({ total: 40 });
  expect(output).toMatch(/Execution Time: [\d.]+ ms/);
  expect(output).toMatch(/Buffers: shared hit=/);
}, 120_000);
