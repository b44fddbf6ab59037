import { isValidWebhookSignature, webhookSignature } from './webhook-signature.util.js';

describe('webhook signatures', () => {
  const secret = 'a-secret-of-some-length';
  const body = Buffer.from('{"id":"evt_1"}');
  const at = 1_800_000_000;

  it('accepts the body signed with the secret within the tolerance', () => {
    expect(isValidWebhookSignature(webhookSignature(secret, body, at), body, secret, 300, at + 299)).toBe(
      true,
    );
  });

  it('refuses another body, another secret, an old or future timestamp and a malformed header', () => {
    const header = webhookSignature(secret, body, at);
    expect(isValidWebhookSignature(header, Buffer.from('{"id":"evt_2"}'), secret, 300, at)).toBe(false);
    expect(isValidWebhookSignature(header, body, 'another-secret-entirely', 300, at)).toBe(false);
    expect(isValidWebhookSignature(header, body, secret, 300, at + 301)).toBe(false);
    expect(isValidWebhookSignature(header, body, secret, 300, at - 301)).toBe(false);
    expect(isValidWebhookSignature(`t=${at + 1},${header.split(',')[1]}`, body, secret, 300, at)).toBe(false);
    expect(isValidWebhookSignature('v1=abc', body, secret, 300, at)).toBe(false);
    expect(isValidWebhookSignature(undefined, body, secret, 300, at)).toBe(false);
  });
});
