import { Injectable, Logger } from '@nestjs/common';
import { EMAIL_LOCALES, type EmailLocale } from '@rubrica/jobs';
import { defineRpc, RpcClient } from '@rubrica/messaging';

// identity.resolve_principal.v1 as it travels (proto3 JSON, proto field names); only what is read here.
interface ResolvePrincipalRequest {
  user_id: string;
}
interface ResolvePrincipalResponse {
  user?: { lang?: string };
}

const resolvePrincipal = defineRpc<ResolvePrincipalRequest, ResolvePrincipalResponse>(
  'identity.resolve_principal.v1',
);

/**
 * The sender's interface language, for the envelope's e-mails and signature page. Best effort: a
 * send does not fail because identity is slow or down; the e-mails then go out in pt-BR.
 */
@Injectable()
export class SenderLocaleClient {
  private readonly logger = new Logger('SenderLocale');

  constructor(private readonly rpc: RpcClient) {}

  async localeOf(userId: string): Promise<EmailLocale | null> {
    try {
      const answer = await this.rpc.request(resolvePrincipal, { user_id: userId }, { timeoutMs: 2_000 });
      const lang = answer.user?.lang;
      return (EMAIL_LOCALES as readonly unknown[]).includes(lang) ? (lang as EmailLocale) : null;
    } catch (error) {
      this.logger.warn(`sender language unknown: ${(error as Error).message}`);
      return null;
    }
  }
}
