import type { Redis } from 'ioredis';

// Drops lapsed holders, then takes a slot if fewer than the limit are held. One script: atomic.
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/**
 * The deliveries in flight to each endpoint, across every worker process: a sorted set per
 * endpoint in Redis whose members lapse by themselves, so a worker that dies holding a slot only
 * holds it until the call it was making would have timed out.
 */
export class EndpointSlots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limit: number,
  ) {}

  private key(endpointId: string): string {
    return `${this.prefix}:webhook-slots:${endpointId}`;
  }

  /** Takes a slot for `holder` for at most `forMs`; false when the endpoint is at its limit. */
  async take(endpointId: string, holder: string, forMs: number): Promise<boolean> {
    const now = Date.now();
    const taken = await this.redis.eval(
      TAKE,
      1,
      this.key(endpointId),
      String(now),
      String(now + forMs),
      String(this.limit),
      holder,
      String(forMs),
    );
    return taken === 1;
  }

  async release(endpointId: string, holder: string): Promise<void> {
    await this.redis.zrem(this.key(endpointId), holder);
  }
}
