import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { IntegrationConfigs } from '../../integration-configs.js';
import { integrationStore } from '../../integration.store.js';
import { IntegrationErrorCode, integrationError } from '../../integrations.errors.js';
import type { IntegrationInput } from '../../integrations.schemas.js';
import { presentIntegration } from '../../present-integration.util.js';

/**
 * `POST organizations/integrations`: connects a tool (one per type; §4 "Save creates the
 * integration if none is configured, otherwise updates it", which the modal does with PATCH).
 * The credentials are tested first and kept sealed.
 */
@Injectable()
export class CreateIntegrationUseCase {
  constructor(
    private readonly db: DataSource,
    private readonly configs: IntegrationConfigs,
  ) {}

  async execute(caller: OrganizationCaller, input: IntegrationInput) {
    if (await integrationStore.findByType(this.db, caller.organizationId, input.type))
      throw integrationError(IntegrationErrorCode.AlreadyConfigured);
    const columns = await this.configs.verifiedColumns(input);
    const row = await integrationStore.insert(this.db, {
      organization_id: caller.organizationId,
      type: input.type,
      created_by: caller.userId,
      ...columns,
    });
    // Another request connected the same tool while this one was testing.
    if (!row) throw integrationError(IntegrationErrorCode.AlreadyConfigured);
    return presentIntegration(row);
  }
}
