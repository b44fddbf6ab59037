import { jest } from '@jest/globals';
import { PeriodicRunner } from './periodic-runner.js';

class CountingRunner extends PeriodicRunner {
  passes = 0;

  constructor(atStart: boolean) {
    super({ name: 'CountingRunner', everyMs: 100, failure: 'count failed', atStart });
  }

  protected async pass(): Promise<void> {
    this.passes++;
  }
}

describe('PeriodicRunner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs its pass from application start until the module is destroyed', async () => {
    const runner = new CountingRunner(false);
    await jest.advanceTimersByTimeAsync(300);
    expect(runner.passes).toBe(0);
    runner.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(300);
    expect(runner.passes).toBe(3);
    await runner.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(300);
    expect(runner.passes).toBe(3);
  });

  it('runs a first pass at start when asked', () => {
    const runner = new CountingRunner(true);
    runner.onApplicationBootstrap();
    expect(runner.passes).toBe(1);
    return runner.onModuleDestroy();
  });
});
