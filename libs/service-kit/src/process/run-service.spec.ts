import { jest } from '@jest/globals';
import { loadConfig, port, z } from '@rubrica/config';
import { runService } from './run-service.js';

describe('runService', () => {
  let exit: jest.SpiedFunction<typeof process.exit>;
  let stderr: jest.SpiedFunction<typeof process.stderr.write>;

  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as typeof process.exit);
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });

  afterEach(() => {
    exit.mockRestore();
    stderr.mockRestore();
  });

  it('stops on bad settings with their message and exit 1, before importing the root', async () => {
    const root = jest.fn(async () => {
      throw new Error('the root was imported');
    });
    const loadBadConfig = () =>
      loadConfig(
        'things-worker',
        z.object({ PORT: port(3100), LOG_LEVEL: z.string().default('info'), REDIS_URL: z.string() }),
        { PORT: 'x' },
      );
    await runService('things-worker', loadBadConfig, { worker: root });
    expect(root).not.toHaveBeenCalled();
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/^things-worker: invalid configuration\n {2}- PORT: /);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
