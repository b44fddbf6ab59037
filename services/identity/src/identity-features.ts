import type { Type } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ContactsModule } from './contacts/contacts.module.js';
import { DeveloperAppsModule } from './developer-apps/developer-apps.module.js';
import { InvitationsModule } from './invitations/invitations.module.js';
import { OnboardingModule } from './onboarding/onboarding.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { MembershipsModule } from './memberships/memberships.module.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { PrincipalModule } from './principal/principal.module.js';
import { RolesModule } from './roles/roles.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { UsersModule } from './users/users.module.js';

/**
 * The identity feature modules, imported by the app module. Each feature adds its module here.
 */
export const identityFeatures: Type[] = [
  AuthModule,
  AccountsModule,
  ContactsModule,
  ProfileModule,
  OnboardingModule,
  InvitationsModule,
  DeveloperAppsModule,
  MembershipsModule,
  OrganizationsModule,
  RolesModule,
  UsersModule,
  TeamsModule,
  PrincipalModule,
];
