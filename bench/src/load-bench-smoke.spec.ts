// `make bench-load` is not part of the test suite, but this smoke run of it is, so the bench never
// rots: the stack as `make run` starts it, two senders and two envelopes, every figure printed,
// no assertion on timings.
import { runLoadBench } from '../stack/load/load-bench.js';
import { loadStackForThisFile } from '../stack/load/load-stack.js';

const bench = loadStackForThisFile('load_smoke');

it('drives envelopes from draft to sealed and notified, printing throughput, latencies and RSS', async () => {
  const lines: string[] = [];
  const result = await runLoadBench({
    bench: bench(),
    senders: 2,
    durationMs: 240_000,
    envelopes: 2,
    log: (line) => lines.push(line),
  });
  const output = lines.join('\n');

  expect(result).toMatchObject({ completed: 2, failed: 0 });
  expect(output).toMatch(/completed envelopes\/s +[\d.]+ +goal ≥ 20/);
  expect(output).toMatch(/API p50 \/ p95 \/ p99 +\d+ ms \/ \d+ ms \/ \d+ ms/);
  expect(output).toMatch(/last action → sealed \+ notified p50 \/ p99 +\d+ ms \/ \d+ ms/);
  expect(output).toContain('POST /api/p/envelopes/recipients/:id');
  for (const process of ['gateway', 'envelopes', 'signing-worker', 'notifications-worker', 'load generator'])
    expect(result.processes.some((row) => row.process === process && row.peakRssMb > 0)).toBe(true);
}, 400_000);
