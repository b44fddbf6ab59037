import { jest } from '@jest/globals';
import { createLogger } from '@rubrica/telemetry';
import { shutdownOnSignals } from './shutdown-on-signals.js';

const logger = createLogger({ name: 'shutdown-test', level: 'silent' });

function exitCode(exit: jest.SpiedFunction<typeof process.exit>): Promise<unknown> {
  return new Promise((resolve) =>
    exit.mockImplementation(((code?: number) => resolve(code)) as typeof process.exit),
  );
}

describe('shutdownOnSignals', () => {
  let exit: jest.SpiedFunction<typeof process.exit>;
  let remove: (() => void) | undefined;

  beforeEach(() => {
    exit = jest.spyOn(process, 'exit');
  });

  afterEach(() => {
    remove?.();
    exit.mockRestore();
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('closes everything on %s, then exits 0', async (signal) => {
    const steps: string[] = [];
    remove = shutdownOnSignals({ name: 'svc', logger, close: async () => void steps.push('closed') });
    const exited = exitCode(exit);
    process.emit(signal, signal);
    expect(await exited).toBe(0);
    expect(steps).toEqual(['closed']);
  });

  it('exits 1 when closing fails', async () => {
    remove = shutdownOnSignals({
      name: 'svc',
      logger,
      close: async () => {
        throw new Error('pool would not close');
      },
    });
    const exited = exitCode(exit);
    process.emit('SIGTERM', 'SIGTERM');
    expect(await exited).toBe(1);
  });

  it('exits 1 when closing takes longer than its deadline', async () => {
    remove = shutdownOnSignals({ name: 'svc', logger, close: () => new Promise(() => {}), timeoutMs: 50 });
    const exited = exitCode(exit);
    process.emit('SIGTERM', 'SIGTERM');
    expect(await exited).toBe(1);
  });
});
