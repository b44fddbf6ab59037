import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OrganizationsService } from '../../../organizations/organizations.service.js';
import { UserEntity } from '../../../users/user.entity.js';
import { AccountMailer } from '../../account-mailer.js';
import { AccountRequestThrottle } from '../../account-request-throttle.js';
import { appendUserRegistered } from '../../user-registered.event.js';
import { checkSignUp, hasProblems, type FieldProblems, type SignUpInput } from '../../accounts.schemas.js';
import { EmailTokens } from '../../email-tokens.js';
import { hashPassword } from '../../password-hasher.js';
import { usersStore } from '../../../users/users.store.js';

export interface SignUpCommand {
  form: Record<string, unknown>;
  /** The language the page was shown in, kept as the user's language. */
  lang: string;
  /** The client's address, for counting sign-ups. */
  ip: string;
}

export type SignUpResult =
  /** Said alike whether the account was created or the address already had one (see below). */
  | { ok: true; email: string }
  | { ok: false; input: SignUpInput; problems: FieldProblems<keyof SignUpInput> }
  /** Too many sign-ups for this address or from this client: nothing was done. */
  | { ok: false; retryAfterSeconds: number };

/**
 * Creates an account: the user (argon2id password; name, e-mail and password make a complete
 * registration), their personal workspace, an e-mail verification link (48 h) and the
 * `user.registered` event, in one transaction; the verification e-mail is queued after commit.
 * An address that already has an account gets an e-mail saying so (with a sign-in and a reset
 * link) and the page answers exactly as for a new account: sign-up never tells a stranger who
 * has an account.
 */
@Injectable()
export class SignUpUseCase {
  private readonly logger = new Logger('SignUp');

  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationsService,
    private readonly emailTokens: EmailTokens,
    private readonly mailer: AccountMailer,
    private readonly throttle: AccountRequestThrottle,
  ) {}

  async execute(command: SignUpCommand): Promise<SignUpResult> {
    const { input, problems } = checkSignUp(command.form);
    if (hasProblems(problems)) return { ok: false, input, problems };
    const limit = await this.throttle.take('sign-up', input.email, command.ip);
    if (limit.blocked) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
    const passwordHash = await hashPassword(input.password);
    if (await usersStore.emailTaken(this.dataSource.manager, input.email))
      return this.alreadyRegistered(input.email);

    let created: { user: UserEntity; token: Awaited<ReturnType<EmailTokens['issue']>> };
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const now = new Date();
        const user = manager.create(UserEntity, {
          id: randomUUID(),
          name: input.name,
          email: input.email,
          passwordHash,
          emailVerifiedAt: null,
          registrationCompletedAt: now,
          phone: null,
          cpf: null,
          avatarKey: null,
          lang: command.lang,
          personalOrganizationId: null,
        });
        await manager.insert(UserEntity, user);
        const organization = await this.organizations.createPersonalWorkspace(manager, user);
        const token = await this.emailTokens.issue(manager, user.id, 'verify_email');
        await appendUserRegistered(manager, user, organization.id);
        return { user: await manager.findOneByOrFail(UserEntity, { id: user.id }), token };
      });
    } catch (error) {
      // Two sign-ups with one address at once: the unique index decides, the loser is told.
      if (isUniqueViolation(error)) return this.alreadyRegistered(input.email);
      throw error;
    }

    // After commit: the account exists even if the queue is unreachable (the user can ask again).
    await this.mailer
      .sendVerification(created.user, created.token)
      .catch((error: Error) =>
        this.logger.warn(`verification e-mail for user ${created.user.id} not queued: ${error.message}`),
      );
    return { ok: true, email: created.user.email };
  }

  private async alreadyRegistered(email: string): Promise<SignUpResult> {
    const owner = await this.dataSource.manager
      .createQueryBuilder(UserEntity, 'user')
      .where('lower(user.email) = :email', { email })
      .getOne();
    if (owner)
      await this.mailer
        .sendAccountExists(owner)
        .catch((error: Error) =>
          this.logger.warn(`account-exists e-mail for user ${owner.id} not queued: ${error.message}`),
        );
    return { ok: true, email };
  }
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  return (candidate.driverError?.code ?? candidate.code) === '23505';
}
