import {
  isRetryableCloudError,
  WhatsappApiError,
  type CloudErrorBody,
  type CloudMessageAccepted,
} from './whatsapp-cloud-api.js';
import type { OutgoingWhatsapp, WhatsappSender } from './whatsapp-sender.js';

export interface CloudWhatsappSettings {
  /** `https://graph.facebook.com` (tests point it at a local server). */
  apiUrl: string;
  /** `v21.0` */
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
}

/**
 * The WhatsApp Cloud API: `POST /{version}/{phone_number_id}/messages` with a Bearer token.
 * Refusals become `WhatsappApiError`s, retryable or not by their code (whatsapp-cloud-api.ts);
 * a timeout or a connection failure is thrown as it is, and retried.
 */
export class CloudWhatsappSender implements WhatsappSender {
  private readonly endpoint: string;

  constructor(private readonly settings: CloudWhatsappSettings) {
    this.endpoint = `${settings.apiUrl.replace(/\/+$/, '')}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  }

  async send(message: OutgoingWhatsapp): Promise<{ messageId: string }> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.settings.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(message.request),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    const body = (await response.json().catch(() => undefined)) as
      CloudMessageAccepted | CloudErrorBody | undefined;
    if (!response.ok) {
      const error = body && 'error' in body ? body.error : undefined;
      throw new WhatsappApiError(
        `WhatsApp answered ${response.status}${error?.code !== undefined ? ` (code ${error.code})` : ''}: ${error?.message ?? response.statusText}`,
        response.status,
        error?.code,
        isRetryableCloudError(response.status, error?.code),
      );
    }
    const messageId = body && 'messages' in body ? body.messages?.[0]?.id : undefined;
    if (!messageId)
      throw new WhatsappApiError(
        'WhatsApp accepted the message without a message id',
        response.status,
        undefined,
        true,
      );
    return { messageId };
  }

  async close(): Promise<void> {}
}
