import { Redis } from 'ioredis';

/** BullMQ needs `maxRetriesPerRequest: null` so blocking commands wait out a Redis restart. */
export function createRedisConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}
