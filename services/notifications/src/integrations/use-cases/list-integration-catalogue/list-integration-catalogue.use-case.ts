import { Injectable } from '@nestjs/common';
import type { MessageLocale } from '@rubrica/errors';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import type { DocuwareSettings } from '../../docuware/docuware-connection.util.js';
import { presentCatalogue } from '../../integration-catalogue.js';
import { integrationStore } from '../../integration.store.js';
import { InjectDocuwareSettings } from '../../integrations.tokens.js';

/** `GET organizations/integrations/all`: the tools, and which of them the organization has configured. */
@Injectable()
export class ListIntegrationCatalogueUseCase {
  constructor(
    private readonly db: DataSource,
    @InjectDocuwareSettings() private readonly docuware: DocuwareSettings,
  ) {}

  async execute(caller: OrganizationCaller, locale: MessageLocale) {
    const configured = await integrationStore.list(this.db, caller.organizationId);
    // Outside production the DocuWare sandbox `make run` starts is offered as the server address.
    const defaults = this.docuware.sandboxUrl ? { docuware: { server_url: this.docuware.sandboxUrl } } : {};
    return { data: presentCatalogue(locale, new Set(configured.map((row) => row.type)), defaults) };
  }
}
