import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { withTimeout } from '../health/with-timeout.util.js';
import { REDIS_CONNECTION } from './redis-connection.js';
import { RedisReadinessCheck } from './redis-readiness.check.js';

export interface RedisModuleOptions {
  url: string;
  /** Shown by `CLIENT LIST`, so an operator can tell processes apart. */
  name: string;
}

async function createRedis(options: RedisModuleOptions): Promise<Redis> {
  // Loaded here, not at the top: ioredis must load after telemetry has started (see ModuleSource).
  const { Redis } = await import('ioredis');
  const logger = new Logger('Redis');
  const redis = new Redis(options.url, {
    connectionName: options.name,
    // Keep retrying for as long as the process lives; readiness reports the outage meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    maxRetriesPerRequest: 3,
    // A socket that never connected is only released after this delay once disconnect() is called.
    disconnectTimeout: 500,
  });
  let down = false;
  // Without an 'error' listener ioredis prints every failed reconnect as an unhandled error.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(`Redis at ${redactRedisUrl(options.url)} is unreachable: ${error.message}; retrying`);
  });
  redis.on('ready', () => {
    if (down) logger.log('Redis connection is back');
    down = false;
  });
  return redis;
}

function redactRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** One ioredis connection per process (BullMQ keeps its own, as it needs blocking connections). */
@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  static forRoot(options: RedisModuleOptions): DynamicModule {
    return {
      module: RedisModule,
      providers: [{ provide: REDIS_CONNECTION, useFactory: () => createRedis(options) }, RedisReadinessCheck],
      exports: [REDIS_CONNECTION, RedisReadinessCheck],
    };
  }

  constructor(@Inject(REDIS_CONNECTION) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'end') return;
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    await withTimeout(this.redis.quit(), 2_000, 'Redis QUIT').catch(() => this.redis.disconnect());
  }
}
