import { LIST_ID, TAGS } from '../../../api/tags.js';
import type {
  Invitation,
  InvitationResult,
  Member,
  OrganizationsStatsApiResponse,
  Role,
} from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';
import type { Page, PermissionFlag } from '../../../app/session-api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

/**
 * The users page's shapes (workspace spec §3): a member as GET users lists them, a pending
 * invitation, what an invitation call did with each address (invited; ignored: already in the
 * organization or invited; invalid: not an e-mail address), and roles with up to six users.
 */
export type { Invitation, InvitationResult, Member } from '../../../api/rubrica-api.js';
export type RoleSummary = Role;

/** GET organizations/{id}/stats: users_limit is the plan's cap on members plus pending invitations. */
export type UsersCap = OrganizationsStatsApiResponse;

const MEMBER = TAGS.member;
const INVITATION = TAGS.invitation;
const ROLE = TAGS.role;
const CAP = TAGS.usersCap;

const searchParams = (q: string, page: number) => ({ page, ...(q.trim() ? { q: q.trim() } : {}) });
const invitationPath = (email: string) => `invitations/${encodeURIComponent(email)}`;

/**
 * The users page's calls (workspace spec §7): members, pending invitations and roles. Owners and
 * holders of manage_users may use them; identity refuses the others with a 403. Failures the spec
 * words itself ("could not delete this user" plus the server's message) are handled by the page.
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The organization is in the path: organization calls carry no X-Organization.
    getUsersCap: build.query<UsersCap, string>({
      query: (organizationId) => `organizations/${encodeURIComponent(organizationId)}/stats`,
      providesTags: [CAP],
      extraOptions: { handles: 'all' },
    }),
    listMembers: build.query<Page<Member>, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: 'users', params: searchParams(q, page) }),
      providesTags: [{ type: MEMBER, id: LIST_ID }],
      extraOptions: { handles: 'all' },
    }),
    deleteMember: build.mutation<void, string>({
      query: (id) => ({ url: `users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: MEMBER, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    }),
    setMemberRole: build.mutation<unknown, { id: string; role: string }>({
      query: ({ id, role }) => ({
        url: `users/${encodeURIComponent(id)}/permissions`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: [
        { type: MEMBER, id: LIST_ID },
        { type: ROLE, id: LIST_ID },
      ],
      extraOptions: { handles: [422] },
    }),
    listInvitations: build.query<Page<Invitation>, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: 'invitations', params: searchParams(q, page) }),
      providesTags: [{ type: INVITATION, id: LIST_ID }],
      extraOptions: { handles: 'all' },
    }),
    inviteMembers: build.mutation<InvitationResult, { emails: string[]; role: string }>({
      query: (body) => ({ url: 'invitations', method: 'POST', body }),
      invalidatesTags: [{ type: INVITATION, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    }),
    // POST {org}/invitations/import: the organization is named in the path.
    importInvitations: build.mutation<InvitationResult, { organizationId: string; file: File; role: string }>(
      {
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
      },
    ),
    resendInvitation: build.mutation<unknown, string>({
      query: (email) => ({ url: `${invitationPath(email)}/resend`, method: 'POST' }),
      invalidatesTags: [{ type: INVITATION, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    }),
    deleteInvitation: build.mutation<void, string>({
      query: (email) => ({ url: invitationPath(email), method: 'DELETE' }),
      invalidatesTags: [{ type: INVITATION, id: LIST_ID }, CAP],
      extraOptions: { handles: 'all' },
    }),
    listRoles: build.query<Page<RoleSummary>, { q: string; page: number }>({
      // Each role comes with up to six of its users and its user count (the role cards).
      query: ({ q, page }) => ({ url: 'roles', params: searchParams(q, page) }),
      providesTags: [{ type: ROLE, id: LIST_ID }],
    }),
    createRole: build.mutation<RoleSummary, { name: string } & Partial<Record<PermissionFlag, boolean>>>({
      query: (body) => ({ url: 'roles', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<RoleSummary>(body),
      invalidatesTags: [{ type: ROLE, id: LIST_ID }],
      extraOptions: { handles: [422] },
    }),
    // The teams a member may be put in (edit modal); joining and leaving one take manage_teams.
    listTeamOptions: build.query<Page<{ id: string; name: string }>, void>({
      query: () => ({ url: 'teams' }),
    }),
    joinTeam: build.mutation<unknown, { teamId: string; userId: string }>({
      query: ({ teamId, userId }) => ({
        url: `teams/${encodeURIComponent(teamId)}/users`,
        method: 'POST',
        body: { users: [userId] },
      }),
      invalidatesTags: [{ type: MEMBER, id: LIST_ID }],
    }),
    leaveTeam: build.mutation<void, { teamId: string; userId: string }>({
      query: ({ teamId, userId }) => ({
        url: `teams/${encodeURIComponent(teamId)}/users/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [{ type: MEMBER, id: LIST_ID }],
    }),
  }),
});

export const {
  useGetUsersCapQuery,
  useListMembersQuery,
  useDeleteMemberMutation,
  useSetMemberRoleMutation,
  useListInvitationsQuery,
  useInviteMembersMutation,
  useImportInvitationsMutation,
  useResendInvitationMutation,
  useDeleteInvitationMutation,
  useListRolesQuery,
  useCreateRoleMutation,
  useListTeamOptionsQuery,
  useJoinTeamMutation,
  useLeaveTeamMutation,
} = usersApi;
