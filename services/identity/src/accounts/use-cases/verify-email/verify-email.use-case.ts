import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailTokens } from '../../email-tokens.js';
import { usersStore } from '../../../users/users.store.js';
import { appendUserUpdated } from '../../user-updated.event.js';

/** Follows a verification link: marks the e-mail verified (once; the link is single use). */
@Injectable()
export class VerifyEmailUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly emailTokens: EmailTokens,
  ) {}

  /** True when the link was good and the address is now verified. */
  async execute(token: unknown): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.emailTokens.consume(manager, token, 'verify_email');
      if (!userId) return false;
      await usersStore.markEmailVerified(manager, userId);
      await this.emailTokens.retireAll(manager, userId, 'verify_email');
      await appendUserUpdated(manager, userId);
      return true;
    });
  }
}
