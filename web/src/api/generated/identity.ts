// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (`make openapi`): never edit.
// The endpoints tagged `identity`; their cache tags are added in web/src/api/identity.ts from the one
// registry, web/src/api/tags.ts.
import type {
  AccountsResendEmailVerificationApiArg,
  AccountsResendEmailVerificationApiResponse,
  AccountsUpdatePasswordApiArg,
  AccountsUpdatePasswordApiResponse,
  ContactsCreateApiArg,
  ContactsCreateApiResponse,
  ContactsGetApiArg,
  ContactsGetApiResponse,
  ContactsListApiArg,
  ContactsListApiResponse,
  ContactsRemoveApiArg,
  ContactsRemoveApiResponse,
  ContactsUpdateApiArg,
  ContactsUpdateApiResponse,
  DeveloperAppsCreateApiArg,
  DeveloperAppsCreateApiResponse,
  DeveloperAppsDeployApiArg,
  DeveloperAppsDeployApiResponse,
  DeveloperAppsListApiArg,
  DeveloperAppsListApiResponse,
  DeveloperAppsRefreshApiArg,
  DeveloperAppsRefreshApiResponse,
  DeveloperAppsRemoveApiArg,
  DeveloperAppsRemoveApiResponse,
  InvitationAcceptanceAcceptApiArg,
  InvitationAcceptanceAcceptApiResponse,
  InvitationAcceptanceViewApiArg,
  InvitationAcceptanceViewApiResponse,
  InvitationsImportApiArg,
  InvitationsImportApiResponse,
  InvitationsInviteApiArg,
  InvitationsInviteApiResponse,
  InvitationsListApiArg,
  InvitationsListApiResponse,
  InvitationsRemoveApiArg,
  InvitationsRemoveApiResponse,
  InvitationsResendApiArg,
  InvitationsResendApiResponse,
  MemberDirectoryListApiArg,
  MemberDirectoryListApiResponse,
  OnboardingGetApiArg,
  OnboardingGetApiResponse,
  OnboardingUpdateApiArg,
  OnboardingUpdateApiResponse,
  OrganizationInvitationsImportApiArg,
  OrganizationInvitationsImportApiResponse,
  OrganizationsCreateApiArg,
  OrganizationsCreateApiResponse,
  OrganizationsGetApiArg,
  OrganizationsGetApiResponse,
  OrganizationsListApiArg,
  OrganizationsListApiResponse,
  OrganizationsLogoApiArg,
  OrganizationsLogoApiResponse,
  OrganizationsPutLogoApiArg,
  OrganizationsPutLogoApiResponse,
  OrganizationsPutThemeApiArg,
  OrganizationsPutThemeApiResponse,
  OrganizationsRemoveApiArg,
  OrganizationsRemoveApiResponse,
  OrganizationsRemoveLogoApiArg,
  OrganizationsRemoveLogoApiResponse,
  OrganizationsRemoveThemeApiArg,
  OrganizationsRemoveThemeApiResponse,
  OrganizationsStatsApiArg,
  OrganizationsStatsApiResponse,
  OrganizationsThemeApiArg,
  OrganizationsThemeApiResponse,
  OrganizationsUpdateApiArg,
  OrganizationsUpdateApiResponse,
  ProfileAvatarApiArg,
  ProfileAvatarApiResponse,
  ProfileAvatarImageApiArg,
  ProfileAvatarImageApiResponse,
  ProfileLanguageApiArg,
  ProfileLanguageApiResponse,
  ProfileMeApiArg,
  ProfileMeApiResponse,
  ProfileUpdateApiArg,
  ProfileUpdateApiResponse,
  RolesAddUsersApiArg,
  RolesAddUsersApiResponse,
  RolesCreateApiArg,
  RolesCreateApiResponse,
  RolesGetApiArg,
  RolesGetApiResponse,
  RolesListApiArg,
  RolesListApiResponse,
  RolesRemoveApiArg,
  RolesRemoveApiResponse,
  RolesRemoveUserApiArg,
  RolesRemoveUserApiResponse,
  RolesReplaceUsersApiArg,
  RolesReplaceUsersApiResponse,
  RolesUpdateApiArg,
  RolesUpdateApiResponse,
  RolesUsersApiArg,
  RolesUsersApiResponse,
  TeamsAddUsersApiArg,
  TeamsAddUsersApiResponse,
  TeamsCreateApiArg,
  TeamsCreateApiResponse,
  TeamsGetApiArg,
  TeamsGetApiResponse,
  TeamsLimitsApiArg,
  TeamsLimitsApiResponse,
  TeamsListApiArg,
  TeamsListApiResponse,
  TeamsRemoveApiArg,
  TeamsRemoveApiResponse,
  TeamsRemoveMemberApiArg,
  TeamsRemoveMemberApiResponse,
  TeamsRenameApiArg,
  TeamsRenameApiResponse,
  TeamsReplaceUsersApiArg,
  TeamsReplaceUsersApiResponse,
  TeamsUsersApiArg,
  TeamsUsersApiResponse,
  UserAvatarAvatarApiArg,
  UserAvatarAvatarApiResponse,
  UsersGetApiArg,
  UsersGetApiResponse,
  UsersGrantOwnerApiArg,
  UsersGrantOwnerApiResponse,
  UsersListApiArg,
  UsersListApiResponse,
  UsersPermissionsApiArg,
  UsersPermissionsApiResponse,
  UsersRemoveApiArg,
  UsersRemoveApiResponse,
  UsersRevokeOwnerApiArg,
  UsersRevokeOwnerApiResponse,
  UsersSetPermissionsApiArg,
  UsersSetPermissionsApiResponse,
} from './rubrica-api.js';
import { api } from '../../app/api.js';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileMe: build.query<ProfileMeApiResponse, ProfileMeApiArg>({
      query: (queryArg) => ({
        url: `/me`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    profileUpdate: build.mutation<ProfileUpdateApiResponse, ProfileUpdateApiArg>({
      query: (queryArg) => ({
        url: `/me`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    profileAvatar: build.mutation<ProfileAvatarApiResponse, ProfileAvatarApiArg>({
      query: (queryArg) => ({
        url: `/me/avatar`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    profileAvatarImage: build.query<ProfileAvatarImageApiResponse, ProfileAvatarImageApiArg>({
      query: (queryArg) => ({
        url: `/me/avatar`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    profileLanguage: build.mutation<ProfileLanguageApiResponse, ProfileLanguageApiArg>({
      query: (queryArg) => ({
        url: `/me/language`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    accountsUpdatePassword: build.mutation<AccountsUpdatePasswordApiResponse, AccountsUpdatePasswordApiArg>({
      query: (queryArg) => ({
        url: `/me/password`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    accountsResendEmailVerification: build.mutation<
      AccountsResendEmailVerificationApiResponse,
      AccountsResendEmailVerificationApiArg
    >({
      query: (queryArg) => ({
        url: `/me/resend-email-verification`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    memberDirectoryList: build.query<MemberDirectoryListApiResponse, MemberDirectoryListApiArg>({
      query: (queryArg) => ({
        url: `/users/directory`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
        },
      }),
    }),
    usersList: build.query<UsersListApiResponse, UsersListApiArg>({
      query: (queryArg) => ({
        url: `/users`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
        },
      }),
    }),
    usersGet: build.query<UsersGetApiResponse, UsersGetApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          extended: queryArg.extended,
        },
      }),
    }),
    usersRemove: build.mutation<UsersRemoveApiResponse, UsersRemoveApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    usersPermissions: build.query<UsersPermissionsApiResponse, UsersPermissionsApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.id))}/permissions`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    usersSetPermissions: build.mutation<UsersSetPermissionsApiResponse, UsersSetPermissionsApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.id))}/permissions`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    usersGrantOwner: build.mutation<UsersGrantOwnerApiResponse, UsersGrantOwnerApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.id))}/owner`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    usersRevokeOwner: build.mutation<UsersRevokeOwnerApiResponse, UsersRevokeOwnerApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.id))}/owner`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    userAvatarAvatar: build.query<UserAvatarAvatarApiResponse, UserAvatarAvatarApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.id))}/avatar`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    teamsCreate: build.mutation<TeamsCreateApiResponse, TeamsCreateApiArg>({
      query: (queryArg) => ({
        url: `/teams`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    teamsList: build.query<TeamsListApiResponse, TeamsListApiArg>({
      query: (queryArg) => ({
        url: `/teams`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
          include: queryArg.include,
        },
      }),
    }),
    teamsLimits: build.query<TeamsLimitsApiResponse, TeamsLimitsApiArg>({
      query: (queryArg) => ({
        url: `/teams/limits`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    teamsGet: build.query<TeamsGetApiResponse, TeamsGetApiArg>({
      query: (queryArg) => ({
        url: `/teams/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    teamsRename: build.mutation<TeamsRenameApiResponse, TeamsRenameApiArg>({
      query: (queryArg) => ({
        url: `/teams/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    teamsRemove: build.mutation<TeamsRemoveApiResponse, TeamsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/teams/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    teamsAddUsers: build.mutation<TeamsAddUsersApiResponse, TeamsAddUsersApiArg>({
      query: (queryArg) => ({
        url: `/teams/${encodeURIComponent(String(queryArg.id))}/users`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    teamsReplaceUsers: build.mutation<TeamsReplaceUsersApiResponse, TeamsReplaceUsersApiArg>({
      query: (queryArg) => ({
        url: `/teams/${encodeURIComponent(String(queryArg.id))}/users`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    teamsUsers: build.query<TeamsUsersApiResponse, TeamsUsersApiArg>({
      query: (queryArg) => ({
        url: `/teams/${encodeURIComponent(String(queryArg.id))}/users`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
        },
      }),
    }),
    teamsRemoveMember: build.mutation<TeamsRemoveMemberApiResponse, TeamsRemoveMemberApiArg>({
      query: (queryArg) => ({
        url: `/teams/${encodeURIComponent(String(queryArg.id))}/users/${encodeURIComponent(String(queryArg.userId))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    rolesCreate: build.mutation<RolesCreateApiResponse, RolesCreateApiArg>({
      query: (queryArg) => ({
        url: `/roles`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    rolesList: build.query<RolesListApiResponse, RolesListApiArg>({
      query: (queryArg) => ({
        url: `/roles`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
        },
      }),
    }),
    rolesGet: build.query<RolesGetApiResponse, RolesGetApiArg>({
      query: (queryArg) => ({
        url: `/roles/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          extended: queryArg.extended,
        },
      }),
    }),
    rolesUpdate: build.mutation<RolesUpdateApiResponse, RolesUpdateApiArg>({
      query: (queryArg) => ({
        url: `/roles/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    rolesRemove: build.mutation<RolesRemoveApiResponse, RolesRemoveApiArg>({
      query: (queryArg) => ({
        url: `/roles/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    rolesAddUsers: build.mutation<RolesAddUsersApiResponse, RolesAddUsersApiArg>({
      query: (queryArg) => ({
        url: `/roles/${encodeURIComponent(String(queryArg.id))}/users`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    rolesReplaceUsers: build.mutation<RolesReplaceUsersApiResponse, RolesReplaceUsersApiArg>({
      query: (queryArg) => ({
        url: `/roles/${encodeURIComponent(String(queryArg.id))}/users`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    rolesUsers: build.query<RolesUsersApiResponse, RolesUsersApiArg>({
      query: (queryArg) => ({
        url: `/roles/${encodeURIComponent(String(queryArg.id))}/users`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
        },
      }),
    }),
    rolesRemoveUser: build.mutation<RolesRemoveUserApiResponse, RolesRemoveUserApiArg>({
      query: (queryArg) => ({
        url: `/roles/${encodeURIComponent(String(queryArg.id))}/users/${encodeURIComponent(String(queryArg.userId))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    invitationsList: build.query<InvitationsListApiResponse, InvitationsListApiArg>({
      query: (queryArg) => ({
        url: `/invitations`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
        },
      }),
    }),
    invitationsInvite: build.mutation<InvitationsInviteApiResponse, InvitationsInviteApiArg>({
      query: (queryArg) => ({
        url: `/invitations`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    invitationsImport: build.mutation<InvitationsImportApiResponse, InvitationsImportApiArg>({
      query: (queryArg) => ({
        url: `/invitations/import`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationInvitationsImport: build.mutation<
      OrganizationInvitationsImportApiResponse,
      OrganizationInvitationsImportApiArg
    >({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}/invitations/import`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    invitationsResend: build.mutation<InvitationsResendApiResponse, InvitationsResendApiArg>({
      query: (queryArg) => ({
        url: `/invitations/${encodeURIComponent(String(queryArg.email))}/resend`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    invitationsRemove: build.mutation<InvitationsRemoveApiResponse, InvitationsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/invitations/${encodeURIComponent(String(queryArg.email))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    invitationAcceptanceView: build.query<
      InvitationAcceptanceViewApiResponse,
      InvitationAcceptanceViewApiArg
    >({
      query: (queryArg) => ({
        url: `/organizations/invitations/${encodeURIComponent(String(queryArg.token))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    invitationAcceptanceAccept: build.mutation<
      InvitationAcceptanceAcceptApiResponse,
      InvitationAcceptanceAcceptApiArg
    >({
      query: (queryArg) => ({
        url: `/organizations/invitations/${encodeURIComponent(String(queryArg.token))}`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsCreate: build.mutation<OrganizationsCreateApiResponse, OrganizationsCreateApiArg>({
      query: (queryArg) => ({
        url: `/organizations`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsList: build.query<OrganizationsListApiResponse, OrganizationsListApiArg>({
      query: (queryArg) => ({
        url: `/organizations`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
        },
      }),
    }),
    organizationsGet: build.query<OrganizationsGetApiResponse, OrganizationsGetApiArg>({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          extended: queryArg.extended,
        },
      }),
    }),
    organizationsUpdate: build.mutation<OrganizationsUpdateApiResponse, OrganizationsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsRemove: build.mutation<OrganizationsRemoveApiResponse, OrganizationsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsStats: build.query<OrganizationsStatsApiResponse, OrganizationsStatsApiArg>({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}/stats`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsPutLogo: build.mutation<OrganizationsPutLogoApiResponse, OrganizationsPutLogoApiArg>({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}/logo`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsRemoveLogo: build.mutation<
      OrganizationsRemoveLogoApiResponse,
      OrganizationsRemoveLogoApiArg
    >({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}/logo`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsLogo: build.query<OrganizationsLogoApiResponse, OrganizationsLogoApiArg>({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}/logo`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsTheme: build.query<OrganizationsThemeApiResponse, OrganizationsThemeApiArg>({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}/theme`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsPutTheme: build.mutation<OrganizationsPutThemeApiResponse, OrganizationsPutThemeApiArg>({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}/theme`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    organizationsRemoveTheme: build.mutation<
      OrganizationsRemoveThemeApiResponse,
      OrganizationsRemoveThemeApiArg
    >({
      query: (queryArg) => ({
        url: `/organizations/${encodeURIComponent(String(queryArg.id))}/theme`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    contactsCreate: build.mutation<ContactsCreateApiResponse, ContactsCreateApiArg>({
      query: (queryArg) => ({
        url: `/contacts`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    contactsList: build.query<ContactsListApiResponse, ContactsListApiArg>({
      query: (queryArg) => ({
        url: `/contacts`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          q: queryArg.q,
        },
      }),
    }),
    contactsGet: build.query<ContactsGetApiResponse, ContactsGetApiArg>({
      query: (queryArg) => ({
        url: `/contacts/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    contactsUpdate: build.mutation<ContactsUpdateApiResponse, ContactsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/contacts/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    contactsRemove: build.mutation<ContactsRemoveApiResponse, ContactsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/contacts/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    developerAppsList: build.query<DeveloperAppsListApiResponse, DeveloperAppsListApiArg>({
      query: (queryArg) => ({
        url: `/oauth/clients`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    developerAppsCreate: build.mutation<DeveloperAppsCreateApiResponse, DeveloperAppsCreateApiArg>({
      query: (queryArg) => ({
        url: `/oauth/clients`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    developerAppsRefresh: build.mutation<DeveloperAppsRefreshApiResponse, DeveloperAppsRefreshApiArg>({
      query: (queryArg) => ({
        url: `/oauth/clients/${encodeURIComponent(String(queryArg.id))}/refresh`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    developerAppsDeploy: build.mutation<DeveloperAppsDeployApiResponse, DeveloperAppsDeployApiArg>({
      query: (queryArg) => ({
        url: `/oauth/clients/${encodeURIComponent(String(queryArg.id))}/deploy`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    developerAppsRemove: build.mutation<DeveloperAppsRemoveApiResponse, DeveloperAppsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/oauth/clients/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    onboardingGet: build.query<OnboardingGetApiResponse, OnboardingGetApiArg>({
      query: (queryArg) => ({
        url: `/onboardings`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    onboardingUpdate: build.mutation<OnboardingUpdateApiResponse, OnboardingUpdateApiArg>({
      query: (queryArg) => ({
        url: `/onboardings`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export const {
  useProfileMeQuery,
  useLazyProfileMeQuery,
  useProfileUpdateMutation,
  useProfileAvatarMutation,
  useProfileAvatarImageQuery,
  useLazyProfileAvatarImageQuery,
  useProfileLanguageMutation,
  useAccountsUpdatePasswordMutation,
  useAccountsResendEmailVerificationMutation,
  useMemberDirectoryListQuery,
  useLazyMemberDirectoryListQuery,
  useUsersListQuery,
  useLazyUsersListQuery,
  useUsersGetQuery,
  useLazyUsersGetQuery,
  useUsersRemoveMutation,
  useUsersPermissionsQuery,
  useLazyUsersPermissionsQuery,
  useUsersSetPermissionsMutation,
  useUsersGrantOwnerMutation,
  useUsersRevokeOwnerMutation,
  useUserAvatarAvatarQuery,
  useLazyUserAvatarAvatarQuery,
  useTeamsCreateMutation,
  useTeamsListQuery,
  useLazyTeamsListQuery,
  useTeamsLimitsQuery,
  useLazyTeamsLimitsQuery,
  useTeamsGetQuery,
  useLazyTeamsGetQuery,
  useTeamsRenameMutation,
  useTeamsRemoveMutation,
  useTeamsAddUsersMutation,
  useTeamsReplaceUsersMutation,
  useTeamsUsersQuery,
  useLazyTeamsUsersQuery,
  useTeamsRemoveMemberMutation,
  useRolesCreateMutation,
  useRolesListQuery,
  useLazyRolesListQuery,
  useRolesGetQuery,
  useLazyRolesGetQuery,
  useRolesUpdateMutation,
  useRolesRemoveMutation,
  useRolesAddUsersMutation,
  useRolesReplaceUsersMutation,
  useRolesUsersQuery,
  useLazyRolesUsersQuery,
  useRolesRemoveUserMutation,
  useInvitationsListQuery,
  useLazyInvitationsListQuery,
  useInvitationsInviteMutation,
  useInvitationsImportMutation,
  useOrganizationInvitationsImportMutation,
  useInvitationsResendMutation,
  useInvitationsRemoveMutation,
  useInvitationAcceptanceViewQuery,
  useLazyInvitationAcceptanceViewQuery,
  useInvitationAcceptanceAcceptMutation,
  useOrganizationsCreateMutation,
  useOrganizationsListQuery,
  useLazyOrganizationsListQuery,
  useOrganizationsGetQuery,
  useLazyOrganizationsGetQuery,
  useOrganizationsUpdateMutation,
  useOrganizationsRemoveMutation,
  useOrganizationsStatsQuery,
  useLazyOrganizationsStatsQuery,
  useOrganizationsPutLogoMutation,
  useOrganizationsRemoveLogoMutation,
  useOrganizationsLogoQuery,
  useLazyOrganizationsLogoQuery,
  useOrganizationsThemeQuery,
  useLazyOrganizationsThemeQuery,
  useOrganizationsPutThemeMutation,
  useOrganizationsRemoveThemeMutation,
  useContactsCreateMutation,
  useContactsListQuery,
  useLazyContactsListQuery,
  useContactsGetQuery,
  useLazyContactsGetQuery,
  useContactsUpdateMutation,
  useContactsRemoveMutation,
  useDeveloperAppsListQuery,
  useLazyDeveloperAppsListQuery,
  useDeveloperAppsCreateMutation,
  useDeveloperAppsRefreshMutation,
  useDeveloperAppsDeployMutation,
  useDeveloperAppsRemoveMutation,
  useOnboardingGetQuery,
  useLazyOnboardingGetQuery,
  useOnboardingUpdateMutation,
} = injectedRtkApi;
