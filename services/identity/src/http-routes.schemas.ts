import { z } from '@rubrica/config';
import { answer, paginatedSchema, route, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
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
const SPREADSHEET = { files: ['file'], fields: importInvitationsSchema };

type Profile = ProfileHttpController;
type Users = UsersHttpController;
type Invitations = InvitationsHttpController;
type Teams = TeamsHttpController;
const team = answer<Teams['get']>()(teamResponseSchema);
type Roles = RolesHttpController;
const role = answer<Roles['get']>()(roleResponseSchema);
const accepted = answer<InvitationAcceptanceHttpController['accept']>()(
  z.object({ organization: z.object({ id: z.string(), name: z.string() }) }),
);
type Organizations = OrganizationsHttpController;
const organization = answer<Organizations['update']>()(organizationResponseSchema);
const stats = answer<Organizations['stats']>()(
  organizationStatsSchema.extend({
    /** The plan's cap on members plus pending invitations; null when the plan has none. */
    users_limit: z.number().int().nullable(),
  }),
);
const theme = answer<Organizations['theme']>()(themeResponseSchema.extend({ is_default: z.boolean() }));
type Contacts = ContactsHttpController;
const contact = answer<Contacts['get']>()(contactResponseSchema);
type Apps = DeveloperAppsHttpController;
const client = answer<Apps['create']>()(clientResponseSchema);
type Onboarding = OnboardingHttpController;
const onboarding = answer<Onboarding['get']>()(
  z.object({ settings: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])) }),
);

/**
 * Every HTTP route of the identity service, with its schemas (the API reference's source): one route
 * a line, however long, so that the table reads as a list of routes.
 */
// prettier-ignore
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  // The signed-in user (spec: workspace and personal areas).
  route.get('/me', 'The signed-in user and their organizations', { response: answer<Profile['me']>()(profileResponseSchema) }),
  route.patch('/me', 'Change the profile', { body: updateProfileSchema, response: answer<Profile['update']>()(profileResponseSchema) }),
  route.post('/me/avatar', 'Upload an avatar', { multipart: { files: ['avatar'] }, response: answer<Profile['avatar']>()(profileResponseSchema), errors: [413, 415] }),
  route.get('/me/avatar', 'The avatar image', { response: IMAGE }),
  route.post('/me/language', 'Choose the language', { body: changeLanguageSchema, response: answer<Profile['language']>()(profileResponseSchema) }),
  route.put('/me/password', 'Change the password', { body: changePasswordSchema }),
  route.post('/me/resend-email-verification', 'Send the e-mail verification link again', { errors: [429] }),

  // Members of the organization.
  route.get('/users/directory', 'List the members to pick from (name, e-mail and avatar), for any member', { query: listQuerySchema, response: answer<MemberDirectoryHttpController['list']>()(paginatedSchema(userSummarySchema)) }),
  route.get('/users', 'List the members', { query: listQuerySchema, response: answer<Users['list']>()(paginatedSchema(memberResponseSchema)) }),
  route.get('/users/{id}', 'Get a member', { query: extendedQuerySchema, response: answer<Users['get']>()(extendedMemberResponseSchema) }),
  route.delete('/users/{id}', 'Remove a member from the organization'),
  route.get('/users/{id}/permissions', 'A member’s permission flags', { response: answer<Users['permissions']>()(memberPermissionsResponseSchema) }),
  route.put('/users/{id}/permissions', 'Set a member’s permission flags', { body: userPermissionsSchema, response: answer<Users['setPermissions']>()(memberPermissionsResponseSchema) }),
  route.post('/users/{id}/owner', 'Make a member an owner', { response: answer<Users['grantOwner']>()(extendedMemberResponseSchema) }),
  route.delete('/users/{id}/owner', 'Take a member’s ownership away', { response: answer<Users['revokeOwner']>()(extendedMemberResponseSchema) }),
  route.get('/users/{id}/avatar', 'A member’s avatar image', { response: IMAGE }),

  // Teams.
  route.post('/teams', 'Create a team', { body: teamNameSchema, response: answer<Teams['create']>()(teamResponseSchema) }),
  route.get('/teams', 'List the teams', { query: listTeamsQuerySchema, response: answer<Teams['list']>()(paginatedSchema(teamResponseSchema)) }),
  route.get('/teams/limits', 'What the plan allows teams (people in a team; null for no cap)', { response: answer<Teams['limits']>()(z.object({ members: z.number().int().nullable() })) }),
  route.get('/teams/{id}', 'Get a team', { response: team }),
  route.patch('/teams/{id}', 'Rename a team', { body: teamNameSchema, response: answer<Teams['rename']>()(teamResponseSchema) }),
  route.delete('/teams/{id}', 'Delete a team'),
  route.post('/teams/{id}/users', 'Add members to a team', { body: userIdsSchema, response: answer<Teams['addUsers']>()(teamResponseSchema) }),
  route.put('/teams/{id}/users', 'Set a team’s members', { body: userIdsSchema, response: answer<Teams['replaceUsers']>()(teamResponseSchema) }),
  route.get('/teams/{id}/users', 'List a team’s members', { query: listQuerySchema, response: answer<Teams['users']>()(paginatedSchema(userSummarySchema)) }),
  route.delete('/teams/{id}/users/{userId}', 'Remove a member from a team'),

  // Roles.
  route.post('/roles', 'Create a role', { body: createRoleSchema, response: answer<Roles['create']>()(roleResponseSchema) }),
  route.get('/roles', 'List the roles', { query: listQuerySchema, response: answer<Roles['list']>()(paginatedSchema(roleResponseSchema)) }),
  route.get('/roles/{id}', 'Get a role', { query: extendedQuerySchema, response: role }),
  route.patch('/roles/{id}', 'Change a role', { body: updateRoleSchema, response: answer<Roles['update']>()(roleResponseSchema) }),
  route.delete('/roles/{id}', 'Delete a role'),
  route.post('/roles/{id}/users', 'Give the role to members', { body: userIdsSchema, response: answer<Roles['addUsers']>()(roleResponseSchema) }),
  route.put('/roles/{id}/users', 'Set the role’s members', { body: userIdsSchema, response: answer<Roles['replaceUsers']>()(roleResponseSchema) }),
  route.get('/roles/{id}/users', 'List the role’s members', { query: listQuerySchema, response: answer<Roles['users']>()(paginatedSchema(userSummarySchema)) }),
  route.delete('/roles/{id}/users/{userId}', 'Take the role from a member'),

  // Invitations.
  route.get('/invitations', 'List pending invitations', { query: listQuerySchema, response: answer<Invitations['list']>()(paginatedSchema(invitationResponseSchema)) }),
  route.post('/invitations', 'Invite people by e-mail', { body: inviteMembersSchema, response: answer<Invitations['invite']>()(invitationResultSchema) }),
  route.post('/invitations/import', 'Invite the e-mail addresses of a spreadsheet', { multipart: SPREADSHEET, response: answer<Invitations['import']>()(invitationResultSchema), errors: [413, 415] }),
  route.post('/organizations/{id}/invitations/import', 'Invite the e-mail addresses of a spreadsheet into the organization named in the path', { multipart: SPREADSHEET, response: answer<OrganizationInvitationsHttpController['import']>()(invitationResultSchema), errors: [413, 415] }),
  route.post('/invitations/{email}/resend', 'Send an invitation again', { response: answer<Invitations['resend']>()(invitationResponseSchema) }),
  route.delete('/invitations/{email}', 'Withdraw an invitation'),
  route.get('/organizations/invitations/{token}', 'What an invitation link offers', { response: answer<InvitationAcceptanceHttpController['view']>()(invitationPreviewSchema) }),
  route.post('/organizations/invitations/{token}', 'Accept an invitation', { response: accepted }),

  // Organizations.
  route.post('/organizations', 'Create an organization', { body: organizationNameSchema, multipart: { files: [], fields: organizationNameSchema }, response: answer<Organizations['create']>()(organizationResponseSchema) }),
  route.get('/organizations', 'List the caller’s organizations', { query: listQuerySchema, response: answer<Organizations['list']>()(paginatedSchema(organizationResponseSchema)) }),
  route.get('/organizations/{id}', 'Get an organization', { query: extendedQuerySchema, response: answer<Organizations['get']>()(extendedOrganizationResponseSchema) }),
  route.patch('/organizations/{id}', 'Rename an organization (and change its logo)', { body: organizationNameSchema, multipart: { files: ['logo'], optional: ['logo'], fields: organizationNameSchema }, response: organization, errors: [413, 415] }),
  route.delete('/organizations/{id}', 'Delete an organization (confirmed by password)', { body: deleteOrganizationSchema }),
  route.get('/organizations/{id}/stats', 'Members, invitations and storage used', { response: stats }),
  route.post('/organizations/{id}/logo', 'Upload the logo', { multipart: { files: ['logo'] }, response: answer<Organizations['putLogo']>()(z.object({ logo: z.string().nullable() })), errors: [413, 415] }),
  route.delete('/organizations/{id}/logo', 'Remove the logo'),
  route.get('/organizations/{id}/logo', 'The logo image', { response: { file: ['image/png', 'image/jpeg'] } }),
  route.get('/organizations/{id}/theme', 'The organization’s colours', { response: theme }),
  route.put('/organizations/{id}/theme', 'Set the colours', { body: themeSchema, response: answer<Organizations['putTheme']>()(themeResponseSchema.extend({ is_default: z.boolean() })) }),
  route.delete('/organizations/{id}/theme', 'Back to the default colours'),

  // Contacts.
  route.post('/contacts', 'Add a contact', { body: contactInputSchema, response: answer<Contacts['create']>()(contactResponseSchema) }),
  route.get('/contacts', 'List the contacts', { query: listQuerySchema, response: answer<Contacts['list']>()(paginatedSchema(contactResponseSchema)) }),
  route.get('/contacts/{id}', 'Get a contact', { response: contact }),
  route.put('/contacts/{id}', 'Change a contact', { body: contactInputSchema, response: answer<Contacts['update']>()(contactResponseSchema) }),
  route.delete('/contacts/{id}', 'Delete a contact'),

  // Developer apps (OAuth clients).
  route.get('/oauth/clients', 'List the organization’s OAuth clients', { response: answer<Apps['list']>()(z.object({ data: z.array(clientResponseSchema) })) }),
  route.post('/oauth/clients', 'Register an OAuth client (the answer carries its secret once)', { body: createClientSchema, response: client }),
  route.post('/oauth/clients/{id}/refresh', 'Issue a new client secret', { response: answer<Apps['refresh']>()(clientResponseSchema) }),
  route.post('/oauth/clients/{id}/deploy', 'Move a client to production', { response: answer<Apps['deploy']>()(clientResponseSchema) }),
  route.delete('/oauth/clients/{id}', 'Delete an OAuth client'),

  // Onboarding (the web app's first-run settings).
  route.get('/onboardings', 'The first-run settings', { response: onboarding }),
  route.put('/onboardings', 'Save the first-run settings', { body: onboardingSettingsSchema, response: answer<Onboarding['update']>()(onboarding) }),
];
