import { Module } from '@nestjs/common';
import { OidcStoreModule } from '../auth/index.js';
import { DeveloperAppsHttpController } from './developer-apps.http-controller.js';
import { ExpiredClientsPurgeRunner } from './expired-clients-purge.runner.js';
import { CreateClientUseCase } from './use-cases/create-client/create-client.use-case.js';
import { DeleteClientUseCase } from './use-cases/delete-client/delete-client.use-case.js';
import { DeployClientUseCase } from './use-cases/deploy-client/deploy-client.use-case.js';
import { ListClientsUseCase } from './use-cases/list-clients/list-clients.use-case.js';
import { PurgeExpiredClientsUseCase } from './use-cases/purge-expired-clients/purge-expired-clients.use-case.js';
import { RefreshClientSecretUseCase } from './use-cases/refresh-client-secret/refresh-client-secret.use-case.js';

/** Developer applications: the OAuth clients users register (served to the provider by auth/). */
@Module({
  imports: [OidcStoreModule],
  controllers: [DeveloperAppsHttpController],
  providers: [
    ListClientsUseCase,
    CreateClientUseCase,
    RefreshClientSecretUseCase,
    DeployClientUseCase,
    DeleteClientUseCase,
    PurgeExpiredClientsUseCase,
    ExpiredClientsPurgeRunner,
  ],
})
export class DeveloperAppsModule {}
