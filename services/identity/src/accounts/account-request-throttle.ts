import { Injectable } from '@nestjs/common';
import { InjectRedis } from '@rubrica/service-kit';
import type { Redis } from 'ioredis';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import { AttemptThrottle, type ThrottleVerdict } from './attempt-throttle.js';

const ONE_HOUR = 60 * 60;
/** Each one mails the address: a handful an hour is plenty for a person and useless for a bomber. */
const PER_EMAIL_PER_HOUR = 5;
/** Sign-ups or reset requests from one address (an office behind one NAT stays well under). */
const PER_ADDRESS_PER_HOUR = 30;

export type AccountRequest = 'sign-up' | 'password-reset';

/**
 * Sign-up and "forgot password" both send e-mail to whatever address is typed: counted per address
 * typed and per client address, each kind on its own, so neither form can flood a mailbox or probe
 * accounts at speed.
 */
@Injectable()
export class AccountRequestThrottle {
  private readonly throttles: Record<AccountRequest, AttemptThrottle>;

  constructor(@InjectRedis() redis: Redis, @InjectIdentityConfig() config: IdentityConfig) {
    const throttle = (kind: AccountRequest) =>
      new AttemptThrottle(redis, `${config.REDIS_KEY_PREFIX}:${kind}`, {
        perAccount: { points: PER_EMAIL_PER_HOUR, durationSeconds: ONE_HOUR },
        perAddress: { points: PER_ADDRESS_PER_HOUR, durationSeconds: ONE_HOUR },
      });
    this.throttles = { 'sign-up': throttle('sign-up'), 'password-reset': throttle('password-reset') };
  }

  /** Counts one request for `email` from `ip`; blocked when either count is over its limit. */
  take(kind: AccountRequest, email: string, ip: string): Promise<ThrottleVerdict> {
    return this.throttles[kind].take(email, ip);
  }
}
