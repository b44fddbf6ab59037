import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWebhookSecretBox, newWebhookSecret, WebhookSecretBox } from './webhook-secret-box.js';
import { signWebhook } from './sign-webhook.util.js';

describe('webhook secrets', () => {
  it('seals a secret so that only the same key opens it, and never stores it as written', () => {
    const box = new WebhookSecretBox(randomBytes(32));
    const secret = newWebhookSecret();
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
    expect(box.seal(secret)).not.toBe(sealed);
    expect(() => new WebhookSecretBox(randomBytes(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
  });

  it('signs so that a Standard Webhooks receiver holding either secret of a rotation verifies', () => {
    const [previous, current] = [newWebhookSecret(), newWebhookSecret()];
    const body = JSON.stringify({ id: 'evt_1', type: 'envelope.completed', data: {} });
    const headers = signWebhook([current, previous], { id: 'evt_1', timestamp: new Date(), body });
    for (const secret of [previous, current])
      expect(new Webhook(secret).verify(body, headers)).toMatchObject({ id: 'evt_1' });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('generates one key for processes starting together, and keeps a key already in the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'webhook-key-')), 'keys', 'secrets.key');
    const boxes = await Promise.all(
      Array.from({ length: 8 }, () => loadWebhookSecretBox({ WEBHOOK_SECRETS_KEY_FILE: file })),
    );
    const sealed = boxes[0]!.seal('whsec_shared');
    for (const box of boxes) expect(box.open(sealed)).toBe('whsec_shared');

    const kept = join(mkdtempSync(join(tmpdir(), 'webhook-key-')), 'secrets.key');
    const key = randomBytes(32);
    writeFileSync(kept, `${key.toString('base64')}\n`);
    const box = await loadWebhookSecretBox({ WEBHOOK_SECRETS_KEY_FILE: kept });
    expect(new WebhookSecretBox(key).open(box.seal('whsec_kept'))).toBe('whsec_kept');
  });
});
