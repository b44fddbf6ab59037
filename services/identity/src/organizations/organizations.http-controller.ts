import { OrganizationError } from './organizations.exception.js';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { SingleFileUpload, UploadedSingleFile } from '@rubrica/service-kit';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address.js';
import { Caller } from '../principal/caller.decorator.js';
import { sendStoredImage } from './stored-image.js';
import { LOGO_MAX_BYTES, type UploadedImage } from './uploaded-file.js';
import { CreateOrganizationUseCase } from './use-cases/create-organization/create-organization.use-case.js';
import { DeleteLogoUseCase } from './use-cases/delete-logo/delete-logo.use-case.js';
import { DeleteOrganizationUseCase } from './use-cases/delete-organization/delete-organization.use-case.js';
import { GetLogoUseCase } from './use-cases/get-logo/get-logo.use-case.js';
import { GetOrganizationStatsUseCase } from './use-cases/get-organization-stats/get-organization-stats.use-case.js';
import { GetOrganizationUseCase } from './use-cases/get-organization/get-organization.use-case.js';
import { GetThemeUseCase } from './use-cases/get-theme/get-theme.use-case.js';
import { ListOrganizationsUseCase } from './use-cases/list-organizations/list-organizations.use-case.js';
import { ResetThemeUseCase } from './use-cases/reset-theme/reset-theme.use-case.js';
import { UpdateOrganizationUseCase } from './use-cases/update-organization/update-organization.use-case.js';
import { UpdateThemeUseCase } from './use-cases/update-theme/update-theme.use-case.js';
import { UploadLogoUseCase } from './use-cases/upload-logo/upload-logo.use-case.js';

const LogoUpload = SingleFileUpload({
  field: 'logo',
  maxBytes: LOGO_MAX_BYTES,
  tooLarge: OrganizationError.logoTooLarge,
});

/** Organization routes take the organization from the path (no X-Organization); outsiders get 404. */
@Controller('organizations')
export class OrganizationsHttpController {
  constructor(
    private readonly createOrganization: CreateOrganizationUseCase,
    private readonly listOrganizations: ListOrganizationsUseCase,
    private readonly getOrganization: GetOrganizationUseCase,
    private readonly updateOrganization: UpdateOrganizationUseCase,
    private readonly deleteOrganization: DeleteOrganizationUseCase,
    private readonly getStats: GetOrganizationStatsUseCase,
    private readonly uploadLogo: UploadLogoUseCase,
    private readonly deleteLogo: DeleteLogoUseCase,
    private readonly getLogo: GetLogoUseCase,
    private readonly getTheme: GetThemeUseCase,
    private readonly updateTheme: UpdateThemeUseCase,
    private readonly resetTheme: ResetThemeUseCase,
  ) {}

  @Post()
  @UseInterceptors(NoFilesInterceptor())
  create(@Caller('userId') userId: string, @Body() body: unknown) {
    return this.createOrganization.execute(userId, body);
  }

  @Get()
  list(@Caller() caller: Caller, @Query() query: unknown) {
    // An app acts in its own organization only, even when its owner belongs to others.
    return this.listOrganizations.execute(
      caller.userId,
      query,
      caller.clientId ? caller.organizationId : undefined,
    );
  }

  @Get(':id')
  get(@Caller('userId') userId: string, @Param('id') id: string, @Query() query: unknown) {
    return this.getOrganization.execute(userId, id, query);
  }

  @Patch(':id')
  @UseInterceptors(LogoUpload)
  update(
    @Caller('userId') userId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @UploadedSingleFile() logo?: UploadedImage,
  ) {
    return this.updateOrganization.execute(userId, id, body, logo);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(
    @Caller('userId') userId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() req: Request,
  ) {
    return this.deleteOrganization.execute(userId, id, body, clientAddress(req));
  }

  @Get(':id/stats')
  stats(@Caller('userId') userId: string, @Param('id') id: string) {
    return this.getStats.execute(userId, id);
  }

  @Post(':id/logo')
  @HttpCode(200)
  @UseInterceptors(LogoUpload)
  putLogo(
    @Caller('userId') userId: string,
    @Param('id') id: string,
    @UploadedSingleFile() logo?: UploadedImage,
  ) {
    return this.uploadLogo.execute(userId, id, logo);
  }

  @Delete(':id/logo')
  @HttpCode(204)
  removeLogo(@Caller('userId') userId: string, @Param('id') id: string) {
    return this.deleteLogo.execute(userId, id);
  }

  @Get(':id/logo')
  async logo(@Caller('userId') userId: string, @Param('id') id: string, @Res() response: Response) {
    sendStoredImage(response, await this.getLogo.execute(userId, id));
  }

  @Get(':id/theme')
  theme(@Caller('userId') userId: string, @Param('id') id: string) {
    return this.getTheme.execute(userId, id);
  }

  @Put(':id/theme')
  putTheme(@Caller('userId') userId: string, @Param('id') id: string, @Body() body: unknown) {
    return this.updateTheme.execute(userId, id, body);
  }

  @Delete(':id/theme')
  @HttpCode(204)
  removeTheme(@Caller('userId') userId: string, @Param('id') id: string) {
    return this.resetTheme.execute(userId, id);
  }
}
