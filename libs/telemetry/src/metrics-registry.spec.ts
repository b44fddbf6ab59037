import { Counter } from 'prom-client';
import { metricsRegistry } from './metrics-registry.js';

describe('metricsRegistry', () => {
  it('exposes default process metrics and the metrics registered on it', async () => {
    const counter = new Counter({
      name: 'rubrica_spec_total',
      help: 'spec counter',
      registers: [metricsRegistry],
    });
    counter.inc(3);
    const text = await metricsRegistry.metrics();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).toMatch(/^rubrica_spec_total 3$/m);
    metricsRegistry.removeSingleMetric('rubrica_spec_total');
  });
});
