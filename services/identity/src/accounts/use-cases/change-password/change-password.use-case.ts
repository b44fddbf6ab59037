import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OidcStore } from '../../../auth/oidc-store.js';
import { UserEntity } from '../../../users/user.entity.js';
import { changePasswordSchema } from '../../accounts.schemas.js';
import { AccountError } from '../../accounts.exception.js';
import { hashPassword, verifyPassword } from '../../password-hasher.js';
import { PasswordCheckThrottle } from '../../password-check-throttle.js';

/**
 * `PUT /me/password`: the current password is required (wrong guesses are throttled like
 * sign-in); the new one follows the password rule. Every session and token of the user ends.
 */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwordChecks: PasswordCheckThrottle,
    private readonly oidcStore: OidcStore,
  ) {}

  async execute(userId: string, body: unknown, ip: string): Promise<void> {
    const input = parseInput(changePasswordSchema, body);
    const user = await this.dataSource.manager.findOneBy(UserEntity, { id: userId });
    if (!user) throw AccountError.userNotFound();
    const matches = await this.passwordChecks.verify(user.id, ip, () =>
      verifyPassword(user.passwordHash, input.current_password),
    );
    if (!matches) throw AccountError.currentPasswordIncorrect();
    const passwordHash = await hashPassword(input.password);
    await this.dataSource.manager.update(
      UserEntity,
      { id: user.id },
      { passwordHash, credentialsRevokedAt: new Date() },
    );
    // Whoever knew the old password is signed out everywhere: every session and token here, and
    // (told by the revocation event) every browser session at the gateway, this one included.
    await this.oidcStore.revokeAccount(user.id);
  }
}
