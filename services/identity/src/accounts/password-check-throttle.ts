import { Injectable } from '@nestjs/common';
import { InjectRedis } from '@rubrica/service-kit';
import type { Redis } from 'ioredis';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import { AccountError } from './accounts.exception.js';
import type { AttemptThrottle } from './attempt-throttle.js';
import { passwordGuessThrottle } from './password-guess-throttle.js';

/**
 * Routes that ask a signed-in user for their password again (changing it, deleting an
 * organization): whoever holds a session, or a stolen one, must not be able to guess the password
 * there faster than at the sign-in form. Same limits as sign-in: failures per user and per address.
 */
@Injectable()
export class PasswordCheckThrottle {
  private readonly attempts: AttemptThrottle;

  constructor(@InjectRedis() redis: Redis, @InjectIdentityConfig() config: IdentityConfig) {
    this.attempts = passwordGuessThrottle(redis, config, 'password-check');
  }

  /**
   * Runs `verify` unless the user or address is locked out; a wrong password is counted. Throws
   * 429 `account.too_many_attempts` when locked out (before or by this failure).
   */
  async verify(userId: string, ip: string, verify: () => Promise<boolean>): Promise<boolean> {
    const before = await this.attempts.check(userId, ip);
    if (before.blocked) throw AccountError.tooManyAttempts(before.retryAfterSeconds);
    if (await verify()) {
      await this.attempts.reset(userId);
      return true;
    }
    const after = await this.attempts.recordFailure(userId, ip);
    if (after.blocked) throw AccountError.tooManyAttempts(after.retryAfterSeconds);
    return false;
  }
}
