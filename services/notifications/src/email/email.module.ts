import { Inject, Logger, Module, type DynamicModule, type OnModuleDestroy } from '@nestjs/common';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';
import { OutboxMailTransport } from './outbox-mail-transport.js';
import { EmailFailureReporter } from './email-failure.reporter.js';
import { SendEmailJobHandler } from './send-email.job-handler.js';
import { SmtpMailTransport } from './smtp-mail-transport.js';

export interface EmailSettings {
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_OUTBOX_DIR: string;
}

/** E-mail delivery for the worker: the transport chosen from the settings and the `send-email` handler. */
@Module({})
export class EmailModule implements OnModuleDestroy {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  static forRoot(settings: EmailSettings): DynamicModule {
    return {
      module: EmailModule,
      providers: [
        { provide: MAIL_TRANSPORT, useFactory: () => createMailTransport(settings) },
        EmailFailureReporter,
        SendEmailJobHandler,
      ],
      // The transport also carries the few service mails that are not templates of `send-email` jobs.
      exports: [SendEmailJobHandler, MAIL_TRANSPORT],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.transport.close();
  }
}

function createMailTransport(settings: EmailSettings): MailTransport {
  const logger = new Logger('Mail');
  if (settings.SMTP_URL) {
    logger.log(`e-mail goes through ${redactedSmtpUrl(settings.SMTP_URL)}`);
    return new SmtpMailTransport(settings.SMTP_URL, settings.MAIL_FROM);
  }
  logger.log(`SMTP_URL is not set: e-mail is written to ${settings.MAIL_OUTBOX_DIR}`);
  return new OutboxMailTransport(settings.MAIL_OUTBOX_DIR, settings.MAIL_FROM, logger);
}

function redactedSmtpUrl(smtpUrl: string): string {
  const parsed = new URL(smtpUrl);
  if (parsed.password) parsed.password = '***';
  parsed.search = '';
  return parsed.toString();
}
