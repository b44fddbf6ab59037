import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's webhook signature, in the scheme Stripe and Standard Webhooks use: the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is signed too, so an
 * old delivery cannot be replayed with a fresh time.
 */
export function webhookSignature(secret: string, body: string | Buffer, at: number): string {
  const mac = createHmac('sha256', secret).update(`${at}.`).update(body).digest('hex');
  return `t=${at},v1=${mac}`;
}

/** Whether `header` signs `body` with `secret` within `toleranceSeconds` of `now` (unix seconds). */
export function isValidWebhookSignature(
  header: string | undefined,
  body: Buffer | undefined,
  secret: string,
  toleranceSeconds: number,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || !body) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const at = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(at) || !given || Math.abs(now - at) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, body, at).split('v1=')[1]!, 'utf8');
  const received = Buffer.from(given, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
