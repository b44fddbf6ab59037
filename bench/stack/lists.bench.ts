// `make bench-lists`: the envelopes service's list use cases against the lists seed (`make
// seed-lists` first), for a 10,000-envelope organization and the 100,000-envelope one: p50/p99 per
// case at page 1 and the deepest page, and EXPLAIN (ANALYZE, BUFFERS) of every statement.
// Goal (performance issue, item 5): p99 < 50 ms at any depth.
import { loadConfig, z } from '@rubrica/config';
import { runListsBench } from './lists/lists-bench.js';

const { LISTS_BENCH_DATABASE_URL, LISTS_BENCH_ITERATIONS } = loadConfig(
  'lists-bench',
  z.object({
    LISTS_BENCH_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/rubrica_bench_lists'),
    LISTS_BENCH_ITERATIONS: z.coerce.number().int().positive().default(50),
  }),
);

it('measures the sent list, inbox, search and history at page 1 and the deepest page', async () => {
  const lines: string[] = [];
  await runListsBench({
    url: LISTS_BENCH_DATABASE_URL,
    iterations: LISTS_BENCH_ITERATIONS,
    organizations: [1, 0],
    log: (line) => lines.push(line),
  });
  // One write: Jest would otherwise frame every line with its source location.
  process.stdout.write(`${lines.join('\n')}\n`);
}, 3_600_000);
