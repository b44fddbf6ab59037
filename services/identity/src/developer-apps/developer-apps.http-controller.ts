import { parseInput } from '@rubrica/service-kit';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  Caller,
  RequireOrganization,
  RequirePermission,
  type OrganizationCaller,
} from '../principal/index.js';
import { createClientSchema, type ClientOwner } from './developer-apps.schemas.js';
import { CreateClientUseCase } from './use-cases/create-client/create-client.use-case.js';
import { DeleteClientUseCase } from './use-cases/delete-client/delete-client.use-case.js';
import { DeployClientUseCase } from './use-cases/deploy-client/deploy-client.use-case.js';
import { ListClientsUseCase } from './use-cases/list-clients/list-clients.use-case.js';
import { RefreshClientSecretUseCase } from './use-cases/refresh-client-secret/refresh-client-secret.use-case.js';

const ownerOf = (caller: OrganizationCaller): ClientOwner => ({
  organizationId: caller.organizationId,
  userId: caller.userId,
});

/**
 * Developer applications (OAuth clients) of the signed-in user in the organization named: each
 * user sees and changes only their own. Creating one needs `edit_organization` (owners hold every
 * flag): an app acts inside the organization with the API scopes it is granted, which makes it part
 * of the organization's configuration, and organization-and-commercial §6 gives the developer area
 * to administrators (is_owner) and configuration to owners or `edit_organization`; no flag of the
 * spec's roles is closer. A member who lost the flag may still list, renew and delete their own.
 */
@Controller('oauth/clients')
@RequireOrganization()
export class DeveloperAppsHttpController {
  constructor(
    private readonly listClients: ListClientsUseCase,
    private readonly createClient: CreateClientUseCase,
    private readonly refreshSecret: RefreshClientSecretUseCase,
    private readonly deployClient: DeployClientUseCase,
    private readonly deleteClient: DeleteClientUseCase,
  ) {}

  @Get()
  list(@Caller() caller: OrganizationCaller) {
    return this.listClients.execute(ownerOf(caller));
  }

  @Post()
  @RequirePermission('edit_organization')
  create(@Caller() caller: OrganizationCaller, @Body() body: unknown) {
    return this.createClient.execute(ownerOf(caller), parseInput(createClientSchema, body));
  }

  @Post(':id/refresh')
  @HttpCode(200)
  refresh(@Caller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.refreshSecret.execute(ownerOf(caller), id);
  }

  @Post(':id/deploy')
  @HttpCode(200)
  deploy(@Caller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.deployClient.execute(ownerOf(caller), id);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Caller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.deleteClient.execute(ownerOf(caller), id);
  }
}
