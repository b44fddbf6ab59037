import { connect as tcpConnect } from 'node:net';
import { testEnv, type TestEnv } from './test-env.js';

let resolved: Promise<TestEnv> | undefined;

/**
 * The test servers, checked once per process. A server that does not answer is replaced by a
 * container when a Docker engine is available (Testcontainers, loaded only then); without
 * Docker the configured URL is returned unchanged and the test fails on first use, naming it.
 */
export function resolveTestServices(): Promise<TestEnv> {
  resolved ??= resolve(testEnv());
  return resolved;
}

async function resolve(env: TestEnv): Promise<TestEnv> {
  const [postgres, nats, redis] = await Promise.all([
    isReachable(env.postgresUrl, 5432),
    isReachable(env.natsUrl, 4222),
    isReachable(env.redisUrl, 6379),
  ]);
  if (postgres && nats && redis) return env;
  const containers = await import('./container-fallback.js');
  if (!(await containers.dockerAvailable())) return env;
  return {
    postgresUrl: postgres ? env.postgresUrl : await containers.startPostgres(),
    natsUrl: nats ? env.natsUrl : await containers.startNats(),
    redisUrl: redis ? env.redisUrl : await containers.startRedis(),
  };
}

function isReachable(serviceUrl: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(serviceUrl);
  return new Promise((done) => {
    const socket = tcpConnect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    socket.setTimeout(1000);
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
  });
}
