import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { EmailLocale } from '@rubrica/jobs';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import type { UserEntity } from '../users/user.entity.js';
import type { IssuedEmailToken } from './email-tokens.js';

const EMAIL_LOCALES: readonly string[] = ['pt-BR', 'en', 'es'];

type MailedUser = Pick<UserEntity, 'id' | 'name' | 'email' | 'lang'>;

/**
 * Asks the notifications worker for the account e-mails (job `send-email` on queue
 * `notifications`). Each job id names the token it carries, so a retried request cannot send
 * the same link twice.
 */
@Injectable()
export class AccountMailer implements OnModuleDestroy {
  private readonly queue: LazyQueue<'notifications'>;

  constructor(@InjectIdentityConfig() private readonly config: IdentityConfig) {
    this.queue = new LazyQueue('notifications', () => ({
      redisUrl: config.REDIS_URL,
      prefix: config.JOBS_PREFIX,
    }));
  }

  sendVerification(user: MailedUser, token: IssuedEmailToken): Promise<void> {
    return this.sendTokenLink(user, 'verify-email', token);
  }

  sendPasswordReset(user: MailedUser, token: IssuedEmailToken): Promise<void> {
    return this.sendTokenLink(user, 'reset-password', token);
  }

  /** Someone signed up with the address of an existing account (see SignUpUseCase). */
  async sendAccountExists(user: MailedUser): Promise<void> {
    const base = this.config.PUBLIC_URL.replace(/\/+$/, '');
    await this.send(user, 'account-exists', `account-exists.${user.id}.${randomUUID()}`, `${base}/`, {
      resetLink: `${base}/oidc/forgot-password`,
    });
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }

  /** The e-mail carrying `token` in a link to the page of the same name (`/oidc/<template>`). */
  private sendTokenLink(
    user: MailedUser,
    template: 'verify-email' | 'reset-password',
    token: IssuedEmailToken,
  ): Promise<void> {
    return this.send(
      user,
      template,
      `${template}.${user.id}.${token.id}`,
      this.link(`/oidc/${template}`, token),
    );
  }

  private async send(
    user: Pick<UserEntity, 'name' | 'email' | 'lang'>,
    template: 'verify-email' | 'reset-password' | 'account-exists',
    jobId: string,
    link: string,
    extra: Record<string, string> = {},
  ): Promise<void> {
    const locale = (EMAIL_LOCALES.includes(user.lang) ? user.lang : 'pt-BR') as EmailLocale;
    await this.queue.enqueue(
      'send-email',
      { to: user.email, template, locale, params: { name: user.name, link, ...extra }, category: 'account' },
      { jobId },
    );
  }

  private link(path: string, token: IssuedEmailToken): string {
    const url = new URL(`${this.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`);
    url.searchParams.set('token', token.token);
    return url.toString();
  }
}
