import { Module } from '@nestjs/common';
import { PasswordChecksModule } from '../accounts/password-checks.module.js';
import { PlanUsersLimit } from '../invitations/plan-users-limit.js';
import { blobStoreProvider, rpcClientProvider } from './blob-store.provider.js';
import { OrganizationStatsService } from './organization-stats.service.js';
import { OrganizationsHttpController } from './organizations.http-controller.js';
import { OrganizationsService } from './organizations.service.js';
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

/** Organizations: CRUD, logo, theme, stats; `OrganizationsService` creates them for sign-up too. */
@Module({
  imports: [PasswordChecksModule],
  controllers: [OrganizationsHttpController],
  providers: [
    blobStoreProvider,
    rpcClientProvider,
    OrganizationsService,
    OrganizationStatsService,
    PlanUsersLimit,
    CreateOrganizationUseCase,
    ListOrganizationsUseCase,
    GetOrganizationUseCase,
    UpdateOrganizationUseCase,
    DeleteOrganizationUseCase,
    GetOrganizationStatsUseCase,
    UploadLogoUseCase,
    DeleteLogoUseCase,
    GetLogoUseCase,
    GetThemeUseCase,
    UpdateThemeUseCase,
    ResetThemeUseCase,
  ],
  exports: [OrganizationsService, OrganizationStatsService],
})
export class OrganizationsModule {}
