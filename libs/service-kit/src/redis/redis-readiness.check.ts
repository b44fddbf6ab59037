import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ReadinessCheck } from '../health/readiness-check.js';
import { InjectRedis } from './redis-connection.js';

/** Ready when the connection is established and Redis answers PING. */
@Injectable()
export class RedisReadinessCheck implements ReadinessCheck {
  readonly name = 'redis';

  constructor(@InjectRedis() private readonly redis: Redis) {}

  async check(): Promise<void> {
    // While reconnecting, commands would wait in the offline queue; answer at once instead.
    if (this.redis.status !== 'ready') throw new Error(`connection is ${this.redis.status}`);
    const answer = await this.redis.ping();
    if (answer !== 'PONG') throw new Error(`unexpected PING answer ${answer}`);
  }
}
