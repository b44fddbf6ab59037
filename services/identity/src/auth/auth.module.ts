import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { OAuthClientEntity } from '../developer-apps/oauth-client.entity.js';
import { PagesModule } from '../pages/pages.module.js';
import { UserEntity } from '../users/user.entity.js';
import { DeveloperAppClients } from './developer-app-clients.js';
import { GrantOrganizations } from './grant-organizations.js';
import { OAuthGrantOrganizationEntity } from './oauth-grant-organization.entity.js';
import { InteractionHttpController } from './interaction.http-controller.js';
import { OidcCleanupRunner } from './oidc-cleanup.runner.js';
import { OidcProviderService } from './oidc-provider.service.js';
import { OidcStoreModule } from './oidc-store.module.js';

/** The authorization server (OpenID Connect provider at /oidc) and its sign-in and consent pages. */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, OAuthClientEntity, OAuthGrantOrganizationEntity]),
    OidcStoreModule,
    PagesModule,
    AccountsModule,
  ],
  controllers: [InteractionHttpController],
  providers: [OidcProviderService, DeveloperAppClients, GrantOrganizations, OidcCleanupRunner],
  exports: [OidcProviderService, DeveloperAppClients],
})
export class AuthModule {}
