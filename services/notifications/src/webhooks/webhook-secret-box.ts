import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { basename, dirname } from 'node:path';
import { ensureGeneratedSecret } from '@rubrica/config';

const VERSION = 'v1';

/**
 * Encrypts webhook signing secrets at rest with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). A database dump alone signs nothing; the key lives in configuration.
 */
export class WebhookSecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the webhook secrets key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined)
      throw new Error('not a sealed webhook secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

/**
 * The configured key, or (outside production, where the configuration requires one) the key kept
 * in `file`, generated on first use so every process of a developer machine shares it.
 */
export async function loadWebhookSecretBox(settings: {
  WEBHOOK_SECRETS_KEY?: string;
  WEBHOOK_SECRETS_KEY_FILE: string;
}): Promise<WebhookSecretBox> {
  if (settings.WEBHOOK_SECRETS_KEY)
    return new WebhookSecretBox(Buffer.from(settings.WEBHOOK_SECRETS_KEY, 'base64'));
  const file = settings.WEBHOOK_SECRETS_KEY_FILE;
  // Written aside and linked into place: processes starting together all read the winner's key,
  // never a file another process has created but not yet filled.
  const { value } = ensureGeneratedSecret(dirname(file), basename(file), 32);
  return new WebhookSecretBox(Buffer.from(value, 'base64'));
}

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
