import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { integrationStore } from '../../integration.store.js';
import { IntegrationErrorCode, integrationError } from '../../integrations.errors.js';

/** `DELETE organizations/integrations/{id}` (204): disconnects the tool; pushes already made stay. */
@Injectable()
export class DeleteIntegrationUseCase {
  constructor(private readonly db: DataSource) {}

  async execute(caller: OrganizationCaller, id: string): Promise<void> {
    if (!(await integrationStore.remove(this.db, caller.organizationId, id)))
      throw integrationError(IntegrationErrorCode.NotFound);
  }
}
