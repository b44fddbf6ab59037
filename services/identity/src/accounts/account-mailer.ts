import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { EmailLocale } from '@rubrica/jobs';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import type { UserEntity } from '../users/user.entity.js';
import type { IssuedEmailToken } from './email-tokens.js';

const EMAIL_LOCALES: readonly string[] = ['pt-BR', 'en', 'es'];

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

  async sendVerification(
    user: Pick<UserEntity, 'id' | 'name' | 'email' | 'lang'>,
    token: IssuedEmailToken,
  ): Promise<void> {
    await this.send(
      user,
      'verify-email',
      `verify-email.${user.id}.${token.id}`,
      this.link('/oidc/verify-email', token),
    );
  }

  async sendPasswordReset(
    user: Pick<UserEntity, 'id' | 'name' | 'email' | 'lang'>,
    token: IssuedEmailToken,
  ): Promise<void> {
    await this.send(
      user,
      'reset-password',
      `reset-password.${user.id}.${token.id}`,
      this.link('/oidc/reset-password', token),
    );
  }

  /** Someone signed up with the address of an existing account (see SignUpUseCase). */
  async sendAccountExists(user: Pick<UserEntity, 'id' | 'name' | 'email' | 'lang'>): Promise<void> {
    const base = this.config.PUBLIC_URL.replace(/\/+$/, '');
    await this.send(user, 'account-exists', `account-exists.${user.id}.${randomUUID()}`, `${base}/`, {
      resetLink: `${base}/oidc/forgot-password`,
    });
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }

  private async send(
    user: Pick<UserEntity, 'name' | 'email' | 'lang'>,
    template: 'verify-email' | 'reset-password' | 'account-exists',
    jobId: string,
    link: string,
    extra: Record<string, string> = {},
  ): Promise<void> {
    const queue = await this.queue.open();
    const locale = (EMAIL_LOCALES.includes(user.lang) ? user.lang : 'pt-BR') as EmailLocale;
    const { enqueue } = await import('@rubrica/jobs');
    await enqueue(
      queue,
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
