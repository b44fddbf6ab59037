import { z } from '@rubrica/config';
import { answer, paginatedSchema, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import { changePasswordSchema } from './accounts/accounts.schemas.js';
import { listQuerySchema } from './common/common.schemas.js';
import {
  extendedMemberResponseSchema,
  extendedOrganizationResponseSchema,
  memberPermissionsResponseSchema,
  memberResponseSchema,
  organizationResponseSchema,
  organizationStatsSchema,
  roleResponseSchema,
  teamResponseSchema,
  themeResponseSchema,
  userSummarySchema,
} from './common/member-responses.schemas.js';
import type { ContactsHttpController } from './contacts/contacts.http-controller.js';
import { contactInputSchema, contactResponseSchema } from './contacts/contacts.schemas.js';
import type { DeveloperAppsHttpController } from './developer-apps/developer-apps.http-controller.js';
import { clientResponseSchema, createClientSchema } from './developer-apps/developer-apps.schemas.js';
import type {
  InvitationAcceptanceHttpController,
  InvitationsHttpController,
  OrganizationInvitationsHttpController,
} from './invitations/invitations.http-controller.js';
import {
  importInvitationsSchema,
  invitationPreviewSchema,
  invitationResponseSchema,
  invitationResultSchema,
  inviteMembersSchema,
} from './invitations/invitations.schemas.js';
import type { OnboardingHttpController } from './onboarding/onboarding.http-controller.js';
import { onboardingSettingsSchema } from './onboarding/onboarding.schemas.js';
import type { OrganizationsHttpController } from './organizations/organizations.http-controller.js';
import {
  deleteOrganizationSchema,
  extendedQuerySchema,
  organizationNameSchema,
  themeSchema,
} from './organizations/organizations.schemas.js';
import type { ProfileHttpController } from './profile/profile.http-controller.js';
import {
  changeLanguageSchema,
  profileResponseSchema,
  updateProfileSchema,
} from './profile/profile.schemas.js';
import type { RolesHttpController } from './roles/roles.http-controller.js';
import { createRoleSchema, updateRoleSchema, userIdsSchema } from './roles/roles.schemas.js';
import type { TeamsHttpController } from './teams/teams.http-controller.js';
import { listTeamsQuerySchema, teamNameSchema } from './teams/teams.schemas.js';
import type { MemberDirectoryHttpController, UsersHttpController } from './users/users.http-controller.js';
import { userPermissionsSchema } from './users/users.schemas.js';

const IMAGE = { file: ['image/png', 'image/jpeg', 'image/webp'] };

type Profile = ProfileHttpController;
type Contacts = ContactsHttpController;
type Apps = DeveloperAppsHttpController;
type Invitations = InvitationsHttpController;
const contact = answer<Contacts['get']>()(contactResponseSchema);
type Users = UsersHttpController;
type Teams = TeamsHttpController;
type Roles = RolesHttpController;
type Organizations = OrganizationsHttpController;
type Onboarding = OnboardingHttpController;
const team = answer<Teams['get']>()(teamResponseSchema);
const role = answer<Roles['get']>()(roleResponseSchema);
const organization = answer<Organizations['update']>()(organizationResponseSchema);
const theme = answer<Organizations['theme']>()(themeResponseSchema.extend({ is_default: z.boolean() }));
const onboarding = answer<Onboarding['get']>()(
  z.object({ settings: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])) }),
);
const client = answer<Apps['create']>()(clientResponseSchema);

/** Every HTTP route of the identity service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  // The signed-in user (spec: workspace and personal areas).
  {
    method: 'get',
    path: '/me',
    summary: 'The signed-in user and their organizations',
    response: answer<Profile['me']>()(profileResponseSchema),
  },
  {
    method: 'patch',
    path: '/me',
    summary: 'Change the profile',
    body: updateProfileSchema,
    response: answer<Profile['update']>()(profileResponseSchema),
  },
  {
    method: 'post',
    path: '/me/avatar',
    summary: 'Upload an avatar',
    multipart: { files: ['avatar'] },
    response: answer<Profile['avatar']>()(profileResponseSchema),
    errors: [413, 415],
  },
  { method: 'get', path: '/me/avatar', summary: 'The avatar image', response: IMAGE },
  {
    method: 'post',
    path: '/me/language',
    summary: 'Choose the language',
    body: changeLanguageSchema,
    response: answer<Profile['language']>()(profileResponseSchema),
  },
  { method: 'put', path: '/me/password', summary: 'Change the password', body: changePasswordSchema },
  {
    method: 'post',
    path: '/me/resend-email-verification',
    summary: 'Send the e-mail verification link again',
    errors: [429],
  },

  // Members of the organization.
  {
    method: 'get',
    path: '/users/directory',
    summary: 'List the members to pick from (name, e-mail and avatar), for any member',
    query: listQuerySchema,
    response: answer<MemberDirectoryHttpController['list']>()(paginatedSchema(userSummarySchema)),
  },
  {
    method: 'get',
    path: '/users',
    summary: 'List the members',
    query: listQuerySchema,
    response: answer<Users['list']>()(paginatedSchema(memberResponseSchema)),
  },
  {
    method: 'get',
    path: '/users/{id}',
    summary: 'Get a member',
    query: extendedQuerySchema,
    response: answer<Users['get']>()(extendedMemberResponseSchema),
  },
  { method: 'delete', path: '/users/{id}', summary: 'Remove a member from the organization' },
  {
    method: 'get',
    path: '/users/{id}/permissions',
    summary: 'A member’s permission flags',
    response: answer<Users['permissions']>()(memberPermissionsResponseSchema),
  },
  {
    method: 'put',
    path: '/users/{id}/permissions',
    summary: 'Set a member’s permission flags',
    body: userPermissionsSchema,
    response: answer<Users['setPermissions']>()(memberPermissionsResponseSchema),
  },
  {
    method: 'post',
    path: '/users/{id}/owner',
    summary: 'Make a member an owner',
    response: answer<Users['grantOwner']>()(extendedMemberResponseSchema),
  },
  {
    method: 'delete',
    path: '/users/{id}/owner',
    summary: 'Take a member’s ownership away',
    response: answer<Users['revokeOwner']>()(extendedMemberResponseSchema),
  },
  { method: 'get', path: '/users/{id}/avatar', summary: 'A member’s avatar image', response: IMAGE },

  // Teams.
  {
    method: 'post',
    path: '/teams',
    summary: 'Create a team',
    body: teamNameSchema,
    response: answer<Teams['create']>()(teamResponseSchema),
  },
  {
    method: 'get',
    path: '/teams',
    summary: 'List the teams',
    query: listTeamsQuerySchema,
    response: answer<Teams['list']>()(paginatedSchema(teamResponseSchema)),
  },
  {
    method: 'get',
    path: '/teams/limits',
    summary: 'What the plan allows teams (people in a team; null for no cap)',
    response: answer<Teams['limits']>()(z.object({ members: z.number().int().nullable() })),
  },
  { method: 'get', path: '/teams/{id}', summary: 'Get a team', response: team },
  {
    method: 'patch',
    path: '/teams/{id}',
    summary: 'Rename a team',
    body: teamNameSchema,
    response: answer<Teams['rename']>()(teamResponseSchema),
  },
  { method: 'delete', path: '/teams/{id}', summary: 'Delete a team' },
  {
    method: 'post',
    path: '/teams/{id}/users',
    summary: 'Add members to a team',
    body: userIdsSchema,
    response: answer<Teams['addUsers']>()(teamResponseSchema),
  },
  {
    method: 'put',
    path: '/teams/{id}/users',
    summary: 'Set a team’s members',
    body: userIdsSchema,
    response: answer<Teams['replaceUsers']>()(teamResponseSchema),
  },
  {
    method: 'get',
    path: '/teams/{id}/users',
    summary: 'List a team’s members',
    query: listQuerySchema,
    response: answer<Teams['users']>()(paginatedSchema(userSummarySchema)),
  },
  { method: 'delete', path: '/teams/{id}/users/{userId}', summary: 'Remove a member from a team' },

  // Roles.
  {
    method: 'post',
    path: '/roles',
    summary: 'Create a role',
    body: createRoleSchema,
    response: answer<Roles['create']>()(roleResponseSchema),
  },
  {
    method: 'get',
    path: '/roles',
    summary: 'List the roles',
    query: listQuerySchema,
    response: answer<Roles['list']>()(paginatedSchema(roleResponseSchema)),
  },
  { method: 'get', path: '/roles/{id}', summary: 'Get a role', query: extendedQuerySchema, response: role },
  {
    method: 'patch',
    path: '/roles/{id}',
    summary: 'Change a role',
    body: updateRoleSchema,
    response: answer<Roles['update']>()(roleResponseSchema),
  },
  { method: 'delete', path: '/roles/{id}', summary: 'Delete a role' },
  {
    method: 'post',
    path: '/roles/{id}/users',
    summary: 'Give the role to members',
    body: userIdsSchema,
    response: answer<Roles['addUsers']>()(roleResponseSchema),
  },
  {
    method: 'put',
    path: '/roles/{id}/users',
    summary: 'Set the role’s members',
    body: userIdsSchema,
    response: answer<Roles['replaceUsers']>()(roleResponseSchema),
  },
  {
    method: 'get',
    path: '/roles/{id}/users',
    summary: 'List the role’s members',
    query: listQuerySchema,
    response: answer<Roles['users']>()(paginatedSchema(userSummarySchema)),
  },
  { method: 'delete', path: '/roles/{id}/users/{userId}', summary: 'Take the role from a member' },

  // Invitations.
  {
    method: 'get',
    path: '/invitations',
    summary: 'List pending invitations',
    query: listQuerySchema,
    response: answer<Invitations['list']>()(paginatedSchema(invitationResponseSchema)),
  },
  {
    method: 'post',
    path: '/invitations',
    summary: 'Invite people by e-mail',
    body: inviteMembersSchema,
    response: answer<Invitations['invite']>()(invitationResultSchema),
  },
  {
    method: 'post',
    path: '/invitations/import',
    summary: 'Invite the e-mail addresses of a spreadsheet',
    multipart: { files: ['file'], fields: importInvitationsSchema },
    response: answer<Invitations['import']>()(invitationResultSchema),
    errors: [413, 415],
  },
  {
    method: 'post',
    path: '/organizations/{id}/invitations/import',
    summary: 'Invite the e-mail addresses of a spreadsheet into the organization named in the path',
    multipart: { files: ['file'], fields: importInvitationsSchema },
    response: answer<OrganizationInvitationsHttpController['import']>()(invitationResultSchema),
    errors: [413, 415],
  },
  {
    method: 'post',
    path: '/invitations/{email}/resend',
    summary: 'Send an invitation again',
    response: answer<Invitations['resend']>()(invitationResponseSchema),
  },
  { method: 'delete', path: '/invitations/{email}', summary: 'Withdraw an invitation' },
  {
    method: 'get',
    path: '/organizations/invitations/{token}',
    summary: 'What an invitation link offers',
    response: answer<InvitationAcceptanceHttpController['view']>()(invitationPreviewSchema),
  },
  {
    method: 'post',
    path: '/organizations/invitations/{token}',
    summary: 'Accept an invitation',
    response: answer<InvitationAcceptanceHttpController['accept']>()(
      z.object({ organization: z.object({ id: z.string(), name: z.string() }) }),
    ),
  },

  // Organizations.
  {
    method: 'post',
    path: '/organizations',
    summary: 'Create an organization',
    body: organizationNameSchema,
    multipart: { files: [], fields: organizationNameSchema },
    response: answer<Organizations['create']>()(organizationResponseSchema),
  },
  {
    method: 'get',
    path: '/organizations',
    summary: 'List the caller’s organizations',
    query: listQuerySchema,
    response: answer<Organizations['list']>()(paginatedSchema(organizationResponseSchema)),
  },
  {
    method: 'get',
    path: '/organizations/{id}',
    summary: 'Get an organization',
    query: extendedQuerySchema,
    response: answer<Organizations['get']>()(extendedOrganizationResponseSchema),
  },
  {
    method: 'patch',
    path: '/organizations/{id}',
    summary: 'Rename an organization (and change its logo)',
    body: organizationNameSchema,
    multipart: { files: ['logo'], optional: ['logo'], fields: organizationNameSchema },
    errors: [413, 415],
    response: organization,
  },
  {
    method: 'delete',
    path: '/organizations/{id}',
    summary: 'Delete an organization (confirmed by password)',
    body: deleteOrganizationSchema,
  },
  {
    method: 'get',
    path: '/organizations/{id}/stats',
    summary: 'Members, invitations and storage used',
    response: answer<Organizations['stats']>()(
      organizationStatsSchema.extend({
        /** The plan's cap on members plus pending invitations; null when the plan has none. */
        users_limit: z.number().int().nullable(),
      }),
    ),
  },
  {
    method: 'post',
    path: '/organizations/{id}/logo',
    summary: 'Upload the logo',
    multipart: { files: ['logo'] },
    errors: [413, 415],
    response: answer<Organizations['putLogo']>()(z.object({ logo: z.string().nullable() })),
  },
  { method: 'delete', path: '/organizations/{id}/logo', summary: 'Remove the logo' },
  {
    method: 'get',
    path: '/organizations/{id}/logo',
    summary: 'The logo image',
    response: { file: ['image/png', 'image/jpeg'] },
  },
  {
    method: 'get',
    path: '/organizations/{id}/theme',
    summary: 'The organization’s colours',
    response: theme,
  },
  {
    method: 'put',
    path: '/organizations/{id}/theme',
    summary: 'Set the colours',
    body: themeSchema,
    response: answer<Organizations['putTheme']>()(themeResponseSchema.extend({ is_default: z.boolean() })),
  },
  { method: 'delete', path: '/organizations/{id}/theme', summary: 'Back to the default colours' },

  // Contacts.
  {
    method: 'post',
    path: '/contacts',
    summary: 'Add a contact',
    body: contactInputSchema,
    response: answer<Contacts['create']>()(contactResponseSchema),
  },
  {
    method: 'get',
    path: '/contacts',
    summary: 'List the contacts',
    query: listQuerySchema,
    response: answer<Contacts['list']>()(paginatedSchema(contactResponseSchema)),
  },
  { method: 'get', path: '/contacts/{id}', summary: 'Get a contact', response: contact },
  {
    method: 'put',
    path: '/contacts/{id}',
    summary: 'Change a contact',
    body: contactInputSchema,
    response: answer<Contacts['update']>()(contactResponseSchema),
  },
  { method: 'delete', path: '/contacts/{id}', summary: 'Delete a contact' },

  // Developer apps (OAuth clients).
  {
    method: 'get',
    path: '/oauth/clients',
    summary: 'List the organization’s OAuth clients',
    response: answer<Apps['list']>()(z.object({ data: z.array(clientResponseSchema) })),
  },
  {
    method: 'post',
    path: '/oauth/clients',
    summary: 'Register an OAuth client (the answer carries its secret once)',
    body: createClientSchema,
    response: client,
  },
  {
    method: 'post',
    path: '/oauth/clients/{id}/refresh',
    summary: 'Issue a new client secret',
    response: answer<Apps['refresh']>()(clientResponseSchema),
  },
  {
    method: 'post',
    path: '/oauth/clients/{id}/deploy',
    summary: 'Move a client to production',
    response: answer<Apps['deploy']>()(clientResponseSchema),
  },
  { method: 'delete', path: '/oauth/clients/{id}', summary: 'Delete an OAuth client' },

  // Onboarding (the web app's first-run settings).
  { method: 'get', path: '/onboardings', summary: 'The first-run settings', response: onboarding },
  {
    method: 'put',
    path: '/onboardings',
    summary: 'Save the first-run settings',
    body: onboardingSettingsSchema,
    response: answer<Onboarding['update']>()(onboarding),
  },
];
