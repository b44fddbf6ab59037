import { Inject, Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { callRpc } from '@rubrica/proto';
import { MAIL_TRANSPORT, type MailTransport } from '../email/mail-transport.js';
import { escapeHtml } from '../email/templates/escape-html.util.js';
import type { WebhookEndpointRow } from './webhook.store.js';

/**
 * Tells the organization's owner that an endpoint was disabled. Endpoints are registered by owners
 * only, so the owner who registered it is asked for; if they no longer own the organization, the
 * disable stays visible on the endpoint (`disabled_reason`) and in the log.
 */
@Injectable()
export class EndpointDisabledMailer {
  private readonly logger = new Logger('WebhookEndpointDisabled');

  constructor(
    private readonly rpc: RpcClient,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
  ) {}

  async notify(endpoint: WebhookEndpointRow, reason: string): Promise<void> {
    try {
      const answer = await callRpc(
        this.rpc,
        'identity.resolve_principal.v1',
        { userId: endpoint.created_by, organizationId: endpoint.organization_id },
        { timeoutMs: 5_000 },
      );
      const to = answer.user?.email;
      if (!to || !answer.membership?.isOwner) {
        this.logger.warn(`endpoint ${endpoint.id} disabled; its registering owner cannot be told`);
        return;
      }
      const text =
        `Rubrica stopped sending webhooks to ${endpoint.url} (endpoint ${endpoint.id}): ${reason}\n\n` +
        'Fix the receiver, then enable the endpoint again (PATCH organizations/integrations/webhooks/{id} with enabled: true) ' +
        'and redeliver the events it missed from its delivery log.';
      await this.mail.deliver({
        jobId: `webhook-endpoint-disabled.${endpoint.id}.${endpoint.updated_at.getTime()}`,
        to,
        subject: 'A webhook endpoint was disabled',
        text,
        html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
        template: 'webhook-endpoint-disabled',
        category: 'webhooks',
      });
    } catch (error) {
      this.logger.warn(
        `endpoint ${endpoint.id} disabled; the owner was not e-mailed: ${(error as Error).message}`,
      );
    }
  }
}
