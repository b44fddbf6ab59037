import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { IntegrationConfigs } from '../../integration-configs.js';
import { integrationStore } from '../../integration.store.js';
import { IntegrationErrorCode, integrationError } from '../../integrations.errors.js';
import type { IntegrationUpdate } from '../../integrations.schemas.js';
import { presentIntegration } from '../../present-integration.util.js';

/**
 * `PATCH organizations/integrations`: replaces the config of the organization's integration of
 * that type; a password left out keeps the stored one. Tested before it is kept, as on create.
 */
@Injectable()
export class UpdateIntegrationUseCase {
  constructor(
    private readonly db: DataSource,
    private readonly configs: IntegrationConfigs,
  ) {}

  async execute(caller: OrganizationCaller, update: IntegrationUpdate) {
    const current = await integrationStore.findByType(this.db, caller.organizationId, update.type);
    if (!current) throw integrationError(IntegrationErrorCode.NotFound);
    const input = {
      type: update.type,
      config: {
        ...update.config,
        password: update.config.password ?? this.configs.open(current.config_sealed).password,
      },
    };
    const columns = await this.configs.verifiedColumns(input);
    const row = await integrationStore.update(this.db, caller.organizationId, current.id, columns);
    if (!row) throw integrationError(IntegrationErrorCode.NotFound);
    return presentIntegration(row);
  }
}
