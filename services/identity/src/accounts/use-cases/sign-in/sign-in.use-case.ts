import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../../users/user.entity.js';
import { normalizeEmail } from '../../accounts.schemas.js';
import { verifyPassword } from '../../password-hasher.js';
import { SignInThrottle } from '../../sign-in-throttle.js';

export interface SignInCommand {
  email: unknown;
  password: unknown;
  /** The client's address, for brute-force counting. */
  ip: string;
}

export type SignInResult =
  | { outcome: 'signed_in'; userId: string }
  /** Unknown e-mail or wrong password: deliberately indistinguishable. */
  | { outcome: 'invalid_credentials' }
  | { outcome: 'locked_out'; retryAfterSeconds: number };

/** Checks credentials at the sign-in form, under brute-force protection. */
@Injectable()
export class SignInUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: SignInThrottle,
  ) {}

  async execute(command: SignInCommand): Promise<SignInResult> {
    const email = normalizeEmail(command.email);
    const password = typeof command.password === 'string' ? command.password : '';
    const before = await this.throttle.check(email, command.ip);
    if (before.blocked) return { outcome: 'locked_out', retryAfterSeconds: before.retryAfterSeconds };

    const user =
      email && email.length <= 255
        ? await this.dataSource.manager
            .createQueryBuilder(UserEntity, 'user')
            .where('lower(user.email) = :email', { email })
            .getOne()
        : null;
    const valid =
      password.length > 0 && password.length <= 256 && (await verifyPassword(user?.passwordHash, password));
    if (!user || !valid) {
      const after = await this.throttle.recordFailure(email, command.ip);
      return after.blocked
        ? { outcome: 'locked_out', retryAfterSeconds: after.retryAfterSeconds }
        : { outcome: 'invalid_credentials' };
    }
    await this.throttle.recordSuccess(email, command.ip);
    return { outcome: 'signed_in', userId: user.id };
  }
}
