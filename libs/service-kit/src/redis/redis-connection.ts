import { Inject } from '@nestjs/common';

/** Injection token of the process's shared ioredis connection. */
export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');

/** `@InjectRedis() redis: Redis` */
export const InjectRedis = (): ParameterDecorator => Inject(REDIS_CONNECTION);
