import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import type { WebhookSecretBox } from '../../../webhooks/webhook-secret-box.js';
import { InjectSecretBox } from '../../../webhooks/webhooks.tokens.js';
import type { DocuwareSettings } from '../../docuware/docuware-connection.util.js';
import { integrationStore } from '../../integration.store.js';
import { IntegrationErrorCode, integrationError } from '../../integrations.errors.js';
import type { IntegrationUpdate } from '../../integrations.schemas.js';
import { InjectDocuwareSettings } from '../../integrations.tokens.js';
import { presentIntegration } from '../../present-integration.util.js';
import { openConfig, sealedConfig } from '../../sealed-config.util.js';
import { verifyIntegrationConfig } from '../../verify-integration-config.util.js';

/**
 * `PATCH organizations/integrations`: replaces the config of the organization's integration of
 * that type; a password left out keeps the stored one. Tested before it is kept, as on create.
 */
@Injectable()
export class UpdateIntegrationUseCase {
  constructor(
    private readonly db: DataSource,
    @InjectSecretBox() private readonly box: WebhookSecretBox,
    @InjectDocuwareSettings() private readonly docuware: DocuwareSettings,
  ) {}

  async execute(caller: OrganizationCaller, update: IntegrationUpdate) {
    const current = await integrationStore.findByType(this.db, caller.organizationId, update.type);
    if (!current) throw integrationError(IntegrationErrorCode.NotFound);
    const input = {
      type: update.type,
      config: {
        ...update.config,
        password: update.config.password ?? openConfig(this.box, current.config_sealed).password,
      },
    };
    await verifyIntegrationConfig(this.docuware, input);
    const row = await integrationStore.update(
      this.db,
      caller.organizationId,
      current.id,
      sealedConfig(this.box, input),
    );
    if (!row) throw integrationError(IntegrationErrorCode.NotFound);
    return presentIntegration(row);
  }
}
