import { Injectable } from '@nestjs/common';
import { InjectRedis } from '@rubrica/service-kit';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { InjectIdentityConfig } from '../../../identity-config.module.js';
import type { IdentityConfig } from '../../../identity.config.js';
import { UserEntity } from '../../../users/user.entity.js';
import { AccountMailer } from '../../account-mailer.js';
import { AccountError } from '../../accounts.exception.js';
import { EmailTokens } from '../../email-tokens.js';

/** One verification e-mail a minute per user is plenty; more is a mail bomb. */
const RESEND_INTERVAL_SECONDS = 60;

/** `POST /me/resend-email-verification`: a new 48-hour link for an address not verified yet. */
@Injectable()
export class ResendEmailVerificationUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly emailTokens: EmailTokens,
    private readonly mailer: AccountMailer,
    @InjectRedis() private readonly redis: Redis,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async execute(userId: string): Promise<void> {
    const user = await this.dataSource.manager.findOneBy(UserEntity, { id: userId });
    if (!user) throw AccountError.userNotFound();
    if (user.emailVerifiedAt) throw AccountError.alreadyVerified();

    const gate = `${this.config.REDIS_KEY_PREFIX}:verification-resent:${user.id}`;
    const first = await this.redis.set(gate, '1', 'EX', RESEND_INTERVAL_SECONDS, 'NX');
    if (first !== 'OK') throw AccountError.resendTooSoon(Math.max(1, await this.redis.ttl(gate)));

    const token = await this.dataSource.transaction((manager) =>
      this.emailTokens.issue(manager, user.id, 'verify_email'),
    );
    try {
      await this.mailer.sendVerification(user, token);
    } catch (error) {
      await this.redis.del(gate);
      throw error;
    }
  }
}
