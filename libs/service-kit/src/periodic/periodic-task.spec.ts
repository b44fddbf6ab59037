import { jest } from '@jest/globals';
import { PeriodicTask } from './periodic-task.js';

const silent = { warn: () => undefined };

describe('PeriodicTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function counting(atStart: boolean) {
    const counter = { passes: 0 };
    const task = new PeriodicTask({
      everyMs: 100,
      run: async () => void counter.passes++,
      logger: silent,
      failure: 'x',
      atStart,
    });
    return { task, counter };
  }

  it('runs a pass at start when asked, then once per interval until stopped', async () => {
    const { task, counter } = counting(true);
    task.start();
    expect(counter.passes).toBe(1);
    await jest.advanceTimersByTimeAsync(300);
    expect(counter.passes).toBe(4);
    await task.stop();
    await jest.advanceTimersByTimeAsync(300);
    expect(counter.passes).toBe(4);
  });

  it('waits for the first interval when not asked to run at start', async () => {
    const { task, counter } = counting(false);
    task.start();
    expect(counter.passes).toBe(0);
    await jest.advanceTimersByTimeAsync(100);
    expect(counter.passes).toBe(1);
    await task.stop();
  });

  it('skips ticks while a pass is running, and stop waits for that pass', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    let finished = false;
    const task = new PeriodicTask({
      everyMs: 100,
      run: async () => {
        started++;
        await gate;
        finished = true;
      },
      logger: silent,
      failure: 'x',
    });
    task.start();
    await jest.advanceTimersByTimeAsync(500);
    expect(started).toBe(1);
    const stopping = task.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
  });

  it('logs a failed pass under its label and runs the next one on schedule', async () => {
    const warnings: string[] = [];
    let passes = 0;
    const task = new PeriodicTask({
      everyMs: 100,
      run: async () => {
        passes++;
        throw new Error('database away');
      },
      logger: { warn: (message) => void warnings.push(message) },
      failure: 'sweep failed',
    });
    task.start();
    await jest.advanceTimersByTimeAsync(200);
    await task.stop();
    expect(passes).toBe(2);
    expect(warnings).toEqual(['sweep failed: database away', 'sweep failed: database away']);
  });
});
