import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { integrationStore } from '../../integration.store.js';
import { presentIntegration } from '../../present-integration.util.js';

/** `GET organizations/integrations`: the organization's configured integrations (§7: `data.data`). */
@Injectable()
export class ListIntegrationsUseCase {
  constructor(private readonly db: DataSource) {}

  async execute(caller: OrganizationCaller) {
    const rows = await integrationStore.list(this.db, caller.organizationId);
    return { data: rows.map(presentIntegration) };
  }
}
