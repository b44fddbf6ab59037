import { Injectable, Logger } from '@nestjs/common';
import { EMAIL_LOCALES, type EmailLocale } from '@rubrica/jobs';
import { RpcClient } from '@rubrica/messaging';
import { callRpc } from '@rubrica/proto';

/**
 * The sender's interface language, for the envelope's e-mails and signature page. Best effort: a
 * send does not fail because identity is down; the e-mails then go out in pt-BR. Identity gets a few
 * seconds, so a busy machine does not send a Spanish sender's envelope in Portuguese; identity
 * absent answers "no responders" at once.
 */
@Injectable()
export class SenderLocaleClient {
  private readonly logger = new Logger('SenderLocale');

  constructor(private readonly rpc: RpcClient) {}

  async localeOf(userId: string): Promise<EmailLocale | null> {
    try {
      const answer = await callRpc(
        this.rpc,
        'identity.resolve_principal.v1',
        { userId },
        { timeoutMs: 5_000 },
      );
      const lang = answer.user?.lang;
      return (EMAIL_LOCALES as readonly unknown[]).includes(lang) ? (lang as EmailLocale) : null;
    } catch (error) {
      this.logger.warn(`sender language unknown: ${(error as Error).message}`);
      return null;
    }
  }
}
