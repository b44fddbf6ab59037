import { Injectable } from '@nestjs/common';
import { InjectRedis } from '@rubrica/service-kit';
import type { Redis } from 'ioredis';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import type { AttemptThrottle } from './attempt-throttle.js';
import { passwordGuessThrottle } from './password-guess-throttle.js';

export type { ThrottleVerdict } from './attempt-throttle.js';

/**
 * Brute-force protection for sign-in: failures per e-mail and address (a password guessed for one
 * account) and per address (many accounts tried from one place). Past either limit the address is
 * locked out for the window, even with the right password; a success clears the e-mail-and-address
 * count.
 */
@Injectable()
export class SignInThrottle {
  private readonly attempts: AttemptThrottle;

  constructor(@InjectRedis() redis: Redis, @InjectIdentityConfig() config: IdentityConfig) {
    this.attempts = passwordGuessThrottle(redis, config, 'sign-in');
  }

  check(email: string, ip: string) {
    return this.attempts.check(pairKey(email, ip), ip);
  }

  recordFailure(email: string, ip: string) {
    return this.attempts.recordFailure(pairKey(email, ip), ip);
  }

  recordSuccess(email: string, ip: string): Promise<void> {
    return this.attempts.reset(pairKey(email, ip));
  }
}

function pairKey(email: string, ip: string): string {
  return `${email}|${ip}`;
}
