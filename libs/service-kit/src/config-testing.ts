import { ConfigError, type Env } from '@rubrica/config';
import type { ProcessConfig } from './process-config.js';
import type { PlatformConfig } from './service-platform.module.js';

function configErrorThrownBy(load: () => unknown): ConfigError | undefined {
  try {
    load();
    return undefined;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error;
  }
}

/** The `ConfigError` a configuration load stops with; fails the test when the load is accepted. */
export function configErrorOf(load: () => unknown): ConfigError {
  const error = configErrorThrownBy(load);
  if (!error) throw new Error('the configuration was accepted');
  return error;
}

/** The variables a configuration load names as wrong, in its order; none when it is accepted. */
export function refusedVariables(load: () => unknown): string[] {
  return configErrorThrownBy(load)?.issues.map((issue) => issue.variable) ?? [];
}

export interface ProcessConfigDefaults {
  /** The process, as its messages name it (`signing-worker`). */
  name: string;
  load: (env: Env) => ProcessConfig & PlatformConfig;
  port: number;
  /** The database it uses on a developer machine, e.g. `rubrica_signing`. */
  database: string;
  /** Settings the process needs to load at all in the test (e.g. a PATH holding soffice). */
  env?: Env;
}

/**
 * What every process's configuration guarantees, said once: its defaults work on a developer
 * machine (its port, its database, NATS and Redis on localhost), and a PORT that is no port stops
 * it with a message naming the process and the variable.
 */
export function describeProcessConfigDefaults(options: ProcessConfigDefaults): void {
  const { name, load, port, database, env = {} } = options;
  it(`defaults to port ${port} and the ${database} database on localhost`, () => {
    const config = load(env);
    expect(config.PORT).toBe(port);
    expect(config.DATABASE_URL).toBe(`postgres://postgres@127.0.0.1:5432/${database}`);
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it.each(['http', '99999'])('names PORT when it is not a port number (%s)', (value) => {
    const error = configErrorOf(() => load({ ...env, PORT: value }));
    expect(error.issues.map((issue) => issue.variable)).toEqual(['PORT']);
    expect(error.message).toMatch(new RegExp(`^${name}: invalid configuration\\n\\s+- PORT: `));
  });
}
