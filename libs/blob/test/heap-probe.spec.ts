import { runChildMeasurement } from '@rubrica/testing';
import type { StreamingProbeInput, StreamingProbeOutput } from './streaming-probe.child.js';

// The streaming tests are only as good as this probe: it must see a body that is held whole.
describe('HeapProbe', () => {
  it('reports a 25 MB body collected in memory', async () => {
    const size = 25 * 1024 * 1024;
    const measured = await runChildMeasurement<StreamingProbeInput, StreamingProbeOutput>(
      new URL('./streaming-probe.child.ts', import.meta.url),
      { mode: 'hold', size },
    );
    expect(measured.bytesRead).toBe(size);
    // The baseline can include a few MB freed later by V8's concurrent sweeper, so the probe reads
    // a held body a little low; 80% still sits far above the 8 MB the streaming tests allow.
    expect(measured.writingPeak).toBeGreaterThanOrEqual(size * 0.8);
  });
});
