import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { DEFAULT_MESSAGE_LOCALE, localeFromAcceptLanguage } from '@rubrica/errors';
import { GatewayCaller, RequireOwner, type OrganizationCaller, parseInput } from '@rubrica/service-kit';
import { integrationInputSchema, integrationUpdateSchema } from './integrations.schemas.js';
import { CreateIntegrationUseCase } from './use-cases/create-integration/create-integration.use-case.js';
import { DeleteIntegrationUseCase } from './use-cases/delete-integration/delete-integration.use-case.js';
import { ListIntegrationCatalogueUseCase } from './use-cases/list-integration-catalogue/list-integration-catalogue.use-case.js';
import { ListIntegrationsUseCase } from './use-cases/list-integrations/list-integrations.use-case.js';
import { TestIntegrationLoginUseCase } from './use-cases/test-integration-login/test-integration-login.use-case.js';
import { UpdateIntegrationUseCase } from './use-cases/update-integration/update-integration.use-case.js';

/**
 * An organization's integrations with external tools (organization-and-commercial §7
 * "Integrations"). Administrators only (§6: integrations "require is_owner").
 */
@Controller('organizations/integrations')
@RequireOwner()
export class IntegrationsHttpController {
  constructor(
    private readonly catalogue: ListIntegrationCatalogueUseCase,
    private readonly listIntegrations: ListIntegrationsUseCase,
    private readonly createIntegration: CreateIntegrationUseCase,
    private readonly updateIntegration: UpdateIntegrationUseCase,
    private readonly deleteIntegration: DeleteIntegrationUseCase,
  ) {}

  @Get('all')
  all(@GatewayCaller() caller: OrganizationCaller, @Headers('accept-language') language?: string) {
    return this.catalogue.execute(caller, localeFromAcceptLanguage(language) ?? DEFAULT_MESSAGE_LOCALE);
  }

  @Get()
  list(@GatewayCaller() caller: OrganizationCaller) {
    return this.listIntegrations.execute(caller);
  }

  @Post()
  create(@GatewayCaller() caller: OrganizationCaller, @Body() body: unknown) {
    return this.createIntegration.execute(caller, parseInput(integrationInputSchema, body));
  }

  @Patch()
  update(@GatewayCaller() caller: OrganizationCaller, @Body() body: unknown) {
    return this.updateIntegration.execute(caller, parseInput(integrationUpdateSchema, body));
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.deleteIntegration.execute(caller, id);
  }
}

/** `POST envelopes/integrations/login` ({type, config}): tests the credentials, stores nothing. */
@Controller('envelopes/integrations')
@RequireOwner()
export class IntegrationLoginHttpController {
  constructor(private readonly testLogin: TestIntegrationLoginUseCase) {}

  @Post('login')
  @HttpCode(200)
  login(@Body() body: unknown) {
    return this.testLogin.execute(parseInput(integrationInputSchema, body));
  }
}
