import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one delivery: `webhook-signature` carries one `v1,<base64>`
 * per secret in force (space-separated), so a receiver holding either the new or the old secret
 * during a rotation's overlap verifies it.
 */
export function signWebhook(
  secrets: readonly string[],
  message: { id: string; timestamp: Date; body: string },
): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(message.id, message.timestamp, message.body))
      .join(' '),
  };
}
