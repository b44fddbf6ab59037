import { Injectable } from '@nestjs/common';
import type { WebhookSecretBox } from '../webhooks/webhook-secret-box.js';
import { InjectSecretBox } from '../webhooks/webhooks.tokens.js';
import type { DocuwareSettings } from './docuware/docuware-connection.util.js';
import type { IntegrationInput } from './integrations.schemas.js';
import { InjectDocuwareSettings } from './integrations.tokens.js';
import { openConfig, sealedConfig } from './sealed-config.util.js';
import { verifyIntegrationConfig } from './verify-integration-config.util.js';

/**
 * An integration's config on its way to storage, for create and update alike: tested against the
 * tool first (§4: saving comes only after a successful test, so no config that fails it is kept),
 * then sealed.
 */
@Injectable()
export class IntegrationConfigs {
  constructor(
    @InjectSecretBox() private readonly box: WebhookSecretBox,
    @InjectDocuwareSettings() private readonly docuware: DocuwareSettings,
  ) {}

  /** The columns to save the config in, once the tool accepted it (the 422 of the field to fix otherwise). */
  async verifiedColumns(input: IntegrationInput): Promise<ReturnType<typeof sealedConfig>> {
    await verifyIntegrationConfig(this.docuware, input);
    return sealedConfig(this.box, input);
  }

  /** A stored config, opened. */
  open(sealed: string): IntegrationInput['config'] {
    return openConfig(this.box, sealed);
  }
}
