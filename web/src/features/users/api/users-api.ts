import { type OrganizationInvitationsImportApiResponse, type Role } from '../../../api/rubrica-api.js';
import { identityApi } from '../../../api/identity.js';
import { LIST_ID, TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import { teamMembershipApi } from '../../../lib/team-membership/team-membership-api.js';

/**
 * The users page's shapes (workspace spec §3), from the generated client: a member as GET users
 * lists them, a pending invitation, what an invitation call did with each address (invited;
 * ignored: already in the organization or invited; invalid: not an e-mail address), and roles
 * with up to six users.
 */
export type { Invitation, InvitationResult, Member } from '../../../api/rubrica-api.js';
export type RoleSummary = Role;

const MEMBER = TAGS.member;
const INVITATION = TAGS.invitation;
const ROLE = TAGS.role;
const CAP = TAGS.usersCap;

/** A list's search and page as the generated calls take them: no `q` for a blank search. */
export const searchArg = (q: string, page: number) => ({ page, q: q.trim() || undefined });

/**
 * The users page's calls (workspace spec §7), from the generated client: members, pending
 * invitations and roles. Owners and holders of manage_users may use them; identity refuses the
 * others with a 403 (the page is not offered to them). Failures the spec words itself ("could not
 * delete this user" plus the server's message) are handled by the page. The organization's stats
 * (GET organizations/{id}/stats, any member) give the plan's user cap, `users_limit`, on members
 * plus pending invitations; they name the organization in the path and carry no X-Organization.
 */
export const usersApi = identityApi.enhanceEndpoints({
  endpoints: {
    organizationsStats: { providesTags: [CAP], extraOptions: { handles: 'all' } },
    usersList: { providesTags: [{ type: MEMBER, id: LIST_ID }], extraOptions: { handles: 'all' } },
    usersRemove: {
      invalidatesTags: [{ type: MEMBER, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    },
    usersSetPermissions: {
      invalidatesTags: [
        { type: MEMBER, id: LIST_ID },
        { type: ROLE, id: LIST_ID },
      ],
      extraOptions: { handles: [422] },
    },
    invitationsList: { providesTags: [{ type: INVITATION, id: LIST_ID }], extraOptions: { handles: 'all' } },
    invitationsInvite: {
      invalidatesTags: [{ type: INVITATION, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    },
    invitationsResend: {
      invalidatesTags: [{ type: INVITATION, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    },
    invitationsRemove: {
      invalidatesTags: [{ type: INVITATION, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    },
    // Each role comes with up to six of its users and its user count (the role cards).
    rolesList: { providesTags: [{ type: ROLE, id: LIST_ID }] },
    rolesCreate: { invalidatesTags: [{ type: ROLE, id: LIST_ID }], extraOptions: { handles: [422] } },
  },
});

/**
 * POST {org}/invitations/import (multipart, which the generator cannot express): the file of
 * addresses and the role they are invited with; the organization is named in the path.
 */
const importApi = api.injectEndpoints({
  endpoints: (build) => ({
    importInvitations: build.mutation<
      OrganizationInvitationsImportApiResponse,
      { organizationId: string; file: File; role: string }
    >({
      query: ({ organizationId, file, role }) => {
        const body = new FormData();
        body.append('role', role);
        body.append('file', file, file.name);
        return {
          url: `organizations/${encodeURIComponent(organizationId)}/invitations/import`,
          method: 'POST',
          body,
        };
      },
      invalidatesTags: [{ type: INVITATION, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useOrganizationsStatsQuery,
  useUsersListQuery,
  useUsersRemoveMutation,
  useUsersSetPermissionsMutation,
  useInvitationsListQuery,
  useInvitationsInviteMutation,
  useInvitationsResendMutation,
  useInvitationsRemoveMutation,
  useRolesListQuery,
  useRolesCreateMutation,
  // The teams a member may be put in (edit modal).
  useTeamsListQuery,
} = usersApi;

// Joining and leaving a team (edit modal) take manage_teams.
export const { useTeamsAddUsersMutation, useTeamsRemoveMemberMutation } = teamMembershipApi;

export const { useImportInvitationsMutation } = importApi;
