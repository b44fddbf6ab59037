import { Module, type DynamicModule } from '@nestjs/common';
import type { NotificationsConfig } from '../notifications.config.js';
import { IntegrationConfigs } from './integration-configs.js';
import { integrationCoreProviders } from './integration-core.providers.js';
import {
  IntegrationLoginHttpController,
  IntegrationsHttpController,
} from './integrations.http-controller.js';
import { CreateIntegrationUseCase } from './use-cases/create-integration/create-integration.use-case.js';
import { DeleteIntegrationUseCase } from './use-cases/delete-integration/delete-integration.use-case.js';
import { ListIntegrationCatalogueUseCase } from './use-cases/list-integration-catalogue/list-integration-catalogue.use-case.js';
import { ListIntegrationsUseCase } from './use-cases/list-integrations/list-integrations.use-case.js';
import { TestIntegrationLoginUseCase } from './use-cases/test-integration-login/test-integration-login.use-case.js';
import { UpdateIntegrationUseCase } from './use-cases/update-integration/update-integration.use-case.js';

/** The HTTP side of integrations: the catalogue, an organization's configured tools and the credentials test. */
@Module({})
export class IntegrationsModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: IntegrationsModule,
      controllers: [IntegrationsHttpController, IntegrationLoginHttpController],
      providers: [
        ...integrationCoreProviders(config),
        IntegrationConfigs,
        ListIntegrationCatalogueUseCase,
        ListIntegrationsUseCase,
        CreateIntegrationUseCase,
        UpdateIntegrationUseCase,
        DeleteIntegrationUseCase,
        TestIntegrationLoginUseCase,
      ],
    };
  }
}
