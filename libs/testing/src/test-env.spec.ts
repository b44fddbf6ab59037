import { ConfigError } from '@rubrica/config';
import { testEnv } from './test-env.js';

describe('testEnv', () => {
  it('defaults to the servers on localhost', () => {
    expect(testEnv({})).toEqual({
      postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      natsUrl: 'nats://127.0.0.1:4222',
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  it('takes the servers from the environment', () => {
    expect(
      testEnv({
        TEST_POSTGRES_URL: 'postgres://ci@db:5432/postgres',
        NATS_URL: 'nats://bus:4222',
        REDIS_URL: 'redis://cache:6379',
      }),
    ).toEqual({
      postgresUrl: 'postgres://ci@db:5432/postgres',
      natsUrl: 'nats://bus:4222',
      redisUrl: 'redis://cache:6379',
    });
  });

  it('names a malformed variable', () => {
    expect(() => testEnv({ TEST_POSTGRES_URL: 'mysql://db/x' })).toThrow(ConfigError);
    expect(() => testEnv({ TEST_POSTGRES_URL: 'mysql://db/x' })).toThrow(/TEST_POSTGRES_URL/);
  });
});
