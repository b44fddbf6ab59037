// `make bench-load`: the platform end to end under load, on the stack as `make run` starts it
// (bench/stack/load/load-bench.ts). Goals (performance issue, item 4): ≥ 20 three-signer envelopes
// per second completed end to end, API p99 < 100 ms while it runs, last action → sealed p50 < 2 s.
// Sized for a 2-core machine; LOAD_BENCH_SENDERS, LOAD_BENCH_SECONDS and LOAD_BENCH_ENVELOPES
// (0: no limit but the time) change it. It prints the figures and the goals; it fails only when an
// envelope does not get through.
import { loadConfig, z } from '@rubrica/config';
import { runLoadBench } from './load/load-bench.js';
import { loadStackForThisFile } from './load/load-stack.js';

const options = loadConfig(
  'load-bench',
  z.object({
    LOAD_BENCH_SENDERS: z.coerce.number().int().positive().default(8),
    LOAD_BENCH_SECONDS: z.coerce.number().positive().default(60),
    LOAD_BENCH_ENVELOPES: z.coerce.number().int().nonnegative().default(0),
  }),
);

const bench = loadStackForThisFile('load_bench');

it('completes envelopes end to end under load and prints the figures against the goals', async () => {
  const result = await runLoadBench({
    bench: bench(),
    senders: options.LOAD_BENCH_SENDERS,
    durationMs: options.LOAD_BENCH_SECONDS * 1000,
    envelopes: options.LOAD_BENCH_ENVELOPES,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  expect(result.failed).toBe(0);
  expect(result.completed).toBeGreaterThan(0);
}, 1_800_000);
