import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export function webhookSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** True when the header is the body's signature with this secret (compared in constant time). */
export function isValidWebhookSignature(
  rawBody: Buffer | undefined,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!rawBody || !header) return false;
  const expected = Buffer.from(webhookSignature(rawBody, appSecret));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
