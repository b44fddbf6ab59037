import { loadConfig, natsUrl, redisUrl, url, z, type Env } from '@rubrica/config';

export interface TestEnv {
  /** A URL on the test PostgreSQL server; only its server part matters (databases are made per test file). */
  postgresUrl: string;
  natsUrl: string;
  redisUrl: string;
}

const schema = z.object({
  TEST_POSTGRES_URL: url('postgres://postgres@127.0.0.1:5432/postgres', ['postgres', 'postgresql']),
  NATS_URL: natsUrl(),
  REDIS_URL: redisUrl(),
});

/** Where the test servers are: the environment when set, the developer machine's servers otherwise. */
export function testEnv(env?: Env): TestEnv {
  const config = loadConfig('tests', schema, env);
  return { postgresUrl: config.TEST_POSTGRES_URL, natsUrl: config.NATS_URL, redisUrl: config.REDIS_URL };
}
