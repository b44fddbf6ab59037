import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OidcStore } from '../../../auth/oidc-store.js';
import { newPasswordProblems, type FieldProblem } from '../../accounts.schemas.js';
import { EmailTokens } from '../../email-tokens.js';
import { hashPassword } from '../../password-hasher.js';
import { usersStore } from '../../../users/users.store.js';
import { appendUserUpdated } from '../../user-updated.event.js';

export type ResetPasswordResult =
  | { outcome: 'done' }
  | { outcome: 'invalid_token' }
  | { outcome: 'rejected'; problems: { password: FieldProblem[] } };

/**
 * Sets a new password from a reset link (single use, one hour). Every session, grant and token
 * the user had is revoked: whoever knew the old password is signed out everywhere. Following the
 * link proves the mailbox, so the address counts as verified too.
 */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly emailTokens: EmailTokens,
    private readonly oidcStore: OidcStore,
  ) {}

  /** Whether the link may still be used (to show the form, or say it expired). */
  isUsable(token: unknown): Promise<boolean> {
    return this.emailTokens.isUsable(this.dataSource.manager, token, 'reset_password');
  }

  async execute(token: unknown, password: unknown): Promise<ResetPasswordResult> {
    const problems = newPasswordProblems(password);
    if (problems.length) {
      // A bad password does not use up the link; a dead link is reported as such first.
      return (await this.isUsable(token))
        ? { outcome: 'rejected', problems: { password: problems } }
        : { outcome: 'invalid_token' };
    }
    const passwordHash = await hashPassword(password as string);
    const userId = await this.dataSource.transaction(async (manager) => {
      const owner = await this.emailTokens.consume(manager, token, 'reset_password');
      if (!owner) return undefined;
      await usersStore.resetPassword(manager, owner, passwordHash);
      await this.emailTokens.retireAll(manager, owner, 'reset_password');
      await appendUserUpdated(manager, owner);
      return owner;
    });
    if (!userId) return { outcome: 'invalid_token' };
    await this.oidcStore.revokeAccount(userId);
    return { outcome: 'done' };
  }
}
