import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../../users/user.entity.js';
import { AccountMailer } from '../../account-mailer.js';
import { EmailTokens } from '../../email-tokens.js';

/**
 * "Forgot password": mails a one-hour reset link when the address has an account. The answer is
 * the same either way, so the form does not reveal who has an account.
 */
@Injectable()
export class RequestPasswordResetUseCase {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly dataSource: DataSource,
    private readonly emailTokens: EmailTokens,
    private readonly mailer: AccountMailer,
  ) {}

  async execute(email: string): Promise<void> {
    const [user] = await this.dataSource.manager
      .createQueryBuilder(UserEntity, 'user')
      .where('lower(user.email) = :email', { email })
      .getMany();
    if (!user) return;
    const token = await this.dataSource.transaction((manager) =>
      this.emailTokens.issue(manager, user.id, 'reset_password'),
    );
    await this.mailer
      .sendPasswordReset(user, token)
      .catch((error: Error) =>
        this.logger.warn(`reset e-mail for user ${user.id} not queued: ${error.message}`),
      );
  }
}
