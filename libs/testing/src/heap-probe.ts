/**
 * Samples live memory (after full collections, so garbage does not count) against a baseline;
 * `peak` is the most the code under test held at any sampled moment. Meant for a process of its
 * own started with `--expose-gc` (`runChildMeasurement` does both).
 */
export class HeapProbe {
  private readonly baseline: number;
  peak = 0;

  constructor() {
    this.baseline = HeapProbe.liveBytes();
  }

  sample(): void {
    this.peak = Math.max(this.peak, HeapProbe.liveBytes() - this.baseline);
  }

  private static liveBytes(): number {
    const collect = (globalThis as { gc?: () => void }).gc;
    if (!collect) throw new Error('HeapProbe needs a process started with --expose-gc');
    // Twice: V8 frees dead ArrayBuffers' memory concurrently after a collection; the second one
    // waits for that, so `arrayBuffers` counts only buffers still referenced.
    collect();
    collect();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  }
}
