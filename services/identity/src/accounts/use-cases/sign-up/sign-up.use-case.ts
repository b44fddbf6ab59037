import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { OutboxWriter } from '@rubrica/messaging';
import { EVENTS, encodeEvent, timestampNow } from '@rubrica/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { OrganizationsService } from '../../../organizations/organizations.service.js';
import { UserEntity } from '../../../users/user.entity.js';
import { AccountMailer } from '../../account-mailer.js';
import { checkSignUp, hasProblems, type FieldProblems, type SignUpInput } from '../../accounts.schemas.js';
import { EmailTokens } from '../../email-tokens.js';
import { hashPassword } from '../../password-hasher.js';

const REGISTERED = 'rubrica.identity.user.registered';

export interface SignUpCommand {
  form: Record<string, unknown>;
  /** The language the page was shown in, kept as the user's language. */
  lang: string;
}

export type SignUpResult =
  | { ok: true; user: UserEntity }
  | { ok: false; input: SignUpInput; problems: FieldProblems<keyof SignUpInput> };

/**
 * Creates an account: the user (argon2id password; name, e-mail and password make a complete
 * registration), their personal workspace, an e-mail verification link (48 h) and the
 * `user.registered` event, in one transaction; the verification e-mail is queued after commit.
 */
@Injectable()
export class SignUpUseCase {
  private readonly logger = new Logger('SignUp');

  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationsService,
    private readonly emailTokens: EmailTokens,
    private readonly mailer: AccountMailer,
  ) {}

  async execute(command: SignUpCommand): Promise<SignUpResult> {
    const { input, problems } = checkSignUp(command.form);
    if (hasProblems(problems)) return { ok: false, input, problems };
    if (await this.emailTaken(this.dataSource.manager, input.email)) {
      return { ok: false, input, problems: { email: ['taken'] } };
    }
    const passwordHash = await hashPassword(input.password);

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
        await OutboxWriter.append(manager, {
          subject: REGISTERED,
          type: EVENTS[REGISTERED].typeName,
          payload: encodeEvent(REGISTERED, {
            user: { id: user.id, name: user.name, email: user.email, lang: user.lang },
            occurredAt: timestampNow(),
            personalOrganizationId: organization.id,
          }),
        });
        return { user: await manager.findOneByOrFail(UserEntity, { id: user.id }), token };
      });
    } catch (error) {
      // Two sign-ups with one address at once: the unique index decides, the loser is told.
      if (isUniqueViolation(error)) return { ok: false, input, problems: { email: ['taken'] } };
      throw error;
    }

    // After commit: the account exists even if the queue is unreachable (the user can ask again).
    await this.mailer
      .sendVerification(created.user, created.token)
      .catch((error: Error) =>
        this.logger.warn(`verification e-mail for user ${created.user.id} not queued: ${error.message}`),
      );
    return { ok: true, user: created.user };
  }

  private async emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
    return rows.length > 0;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  return (candidate.driverError?.code ?? candidate.code) === '23505';
}
