import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../../users/user.entity.js';
import { AccountMailer } from '../../account-mailer.js';
import { AccountRequestThrottle } from '../../account-request-throttle.js';
import { EmailTokens } from '../../email-tokens.js';

/**
 * "Forgot password": mails a one-hour reset link when the address has an account, retiring every
 * link sent before. The answer is the same either way, so the form does not reveal who has an
 * account.
 */
@Injectable()
export class RequestPasswordResetUseCase {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly dataSource: DataSource,
    private readonly emailTokens: EmailTokens,
    private readonly mailer: AccountMailer,
    private readonly throttle: AccountRequestThrottle,
  ) {}

  /** Answers the seconds to wait when too many requests were made for the address or from `ip`. */
  async execute(email: string, ip: string): Promise<{ retryAfterSeconds?: number }> {
    const limit = await this.throttle.take('password-reset', email, ip);
    if (limit.blocked) return { retryAfterSeconds: limit.retryAfterSeconds };
    const [user] = await this.dataSource.manager
      .createQueryBuilder(UserEntity, 'user')
      .where('lower(user.email) = :email', { email })
      .getMany();
    if (!user) return {};
    // Only the newest link works: a mailbox read later (or an older e-mail left lying around)
    // cannot be used once a new link was asked for.
    const token = await this.dataSource.transaction(async (manager) => {
      await this.emailTokens.retireAll(manager, user.id, 'reset_password');
      return this.emailTokens.issue(manager, user.id, 'reset_password');
    });
    await this.mailer
      .sendPasswordReset(user, token)
      .catch((error: Error) =>
        this.logger.warn(`reset e-mail for user ${user.id} not queued: ${error.message}`),
      );
    return {};
  }
}
