import type { WebhookSecretBox } from '../webhooks/webhook-secret-box.js';
import type { IntegrationInput } from './integrations.schemas.js';

/** The columns an integration's config is kept in: the readable fields, and the whole config sealed. */
export function sealedConfig(box: WebhookSecretBox, input: IntegrationInput) {
  const { password: _password, ...settings } = input.config;
  return { settings, config_sealed: box.seal(JSON.stringify(input.config)) };
}

export function openConfig(box: WebhookSecretBox, sealed: string): IntegrationInput['config'] {
  return JSON.parse(box.open(sealed)) as IntegrationInput['config'];
}
