import { EmailTokenEntity } from './accounts/email-token.entity.js';
import { OidcModelEntity } from './auth/oidc-model.entity.js';
import { ContactEntity } from './contacts/contact.entity.js';
import { OAuthClientEntity } from './developer-apps/oauth-client.entity.js';
import { OAuthGrantOrganizationEntity } from './auth/oauth-grant-organization.entity.js';
import { InvitationEntity } from './invitations/invitation.entity.js';
import { MembershipEntity } from './memberships/membership.entity.js';
import { OnboardingSettingsEntity } from './onboarding/onboarding-settings.entity.js';
import { OrganizationEntity } from './organizations/organization.entity.js';
import { RoleEntity } from './roles/role.entity.js';
import { TeamMemberEntity } from './teams/team-member.entity.js';
import { TeamEntity } from './teams/team.entity.js';
import { UserEntity } from './users/user.entity.js';

/** Every table the identity service owns (besides the outbox and processed-events tables). */
export const identityEntities = [
  UserEntity,
  OrganizationEntity,
  RoleEntity,
  MembershipEntity,
  TeamEntity,
  TeamMemberEntity,
  InvitationEntity,
  ContactEntity,
  OAuthClientEntity,
  OAuthGrantOrganizationEntity,
  OnboardingSettingsEntity,
  OidcModelEntity,
  EmailTokenEntity,
];
