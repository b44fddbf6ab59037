import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EmailLocale } from '@rubrica/jobs';
import { LazyQueue } from '@rubrica/jobs/lazy-queue';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { InvitationError } from './invitations.exception.js';

const LOCALES: readonly string[] = ['pt-BR', 'en', 'es'];
// The queue's connection waits out a Redis outage; a request holding a transaction must not.
const ENQUEUE_TIMEOUT_MS = 5_000;

export interface InvitationMail {
  invitationId: string;
  email: string;
  token: string;
  organizationName: string;
  inviterName: string;
  locale: string;
  /** When this sending was decided; with the invitation id it makes the job id. */
  sentAt: Date;
}

/**
 * Asks the notifications worker for the invitation e-mail (job `send-email`, template
 * `organization-invitation`). The link goes through the SPA's redirect entry
 * (workspace-and-personal §2: action organization_invitation_accept, with token and email).
 */
@Injectable()
export class InvitationMailer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('InvitationMailer');
  private readonly queue: LazyQueue<'notifications'>;

  constructor(@InjectIdentityConfig() private readonly config: IdentityConfig) {
    this.queue = new LazyQueue('notifications', () => ({
      redisUrl: config.REDIS_URL,
      prefix: config.JOBS_PREFIX,
    }));
  }

  /** Enqueues the e-mail; a 503 when the queue cannot take it in time (the caller rolls back). */
  async send(mail: InvitationMail): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(InvitationError.mailUnavailable()), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.enqueue(mail), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async enqueue(mail: InvitationMail): Promise<void> {
    await this.queue.enqueue(
      'send-email',
      {
        to: mail.email,
        template: 'organization-invitation',
        locale: (LOCALES.includes(mail.locale) ? mail.locale : 'pt-BR') as EmailLocale,
        params: { organization: mail.organizationName, inviter: mail.inviterName, link: this.link(mail) },
        category: 'invitation',
      },
      { jobId: `organization-invitation.${mail.invitationId}.${mail.sentAt.getTime()}` },
    );
  }

  link(mail: Pick<InvitationMail, 'token' | 'email'>): string {
    const url = new URL(`${this.config.PUBLIC_URL.replace(/\/+$/, '')}/_redirect`);
    url.searchParams.set('action', 'organization_invitation_accept');
    url.searchParams.set('token', mail.token);
    url.searchParams.set('email', mail.email);
    return url.toString();
  }

  /**
   * Opens the queue's connection at start: the first invitation would otherwise pay the module
   * load and the Redis handshake inside its transaction, and on a busy machine that alone can
   * outlast the enqueue deadline. A failure here is only logged; `send` tries again.
   */
  onApplicationBootstrap(): void {
    void this.queue
      .open()
      .then((queue) => queue.bullQueue.waitUntilReady())
      .catch((error: unknown) =>
        this.logger.warn(`notifications queue not ready yet: ${(error as Error).message}`),
      );
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
