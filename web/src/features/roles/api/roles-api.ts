import type { Role, UserSummary } from '../../../api/generated/rubrica-api.js';
import { LIST_ID, TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import type { Page, PermissionFlag } from '../../../app/session-api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

export type RoleUser = UserSummary;

/** A role as GET roles/{id}?extended gives it (workspace spec §3), its flags at the top level. */
export type RoleDetail = Role;

// The users page's tag too: an edit here refreshes its role cards.
const ROLE = TAGS.role;
const at = (id: string) => `roles/${encodeURIComponent(id)}`;

/** The role editor's calls (workspace spec §7, roles): owners or manage_users, business workspaces. */
export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRole: build.query<RoleDetail, string>({
      query: (id) => ({ url: at(id), params: { extended: 'true' } }),
      transformResponse: (body: unknown) => unwrapData<RoleDetail>(body),
      providesTags: (_result, _error, id) => [{ type: ROLE, id }],
      extraOptions: { handles: [404] },
    }),
    setRoleFlag: build.mutation<RoleDetail, { id: string; flag: PermissionFlag; value: boolean }>({
      query: ({ id, flag, value }) => ({ url: at(id), method: 'PATCH', body: { [flag]: value } }),
      transformResponse: (body: unknown) => unwrapData<RoleDetail>(body),
      // The checkbox shows the saved value at once; the answer confirms it.
      async onQueryStarted({ id, flag, value }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          rolesApi.util.updateQueryData('getRole', id, (role) => void (role[flag] = value)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [{ type: ROLE, id: LIST_ID }],
    }),
    addRoleUsers: build.mutation<RoleDetail, { id: string; users: string[] }>({
      query: ({ id, users }) => ({ url: `${at(id)}/users`, method: 'POST', body: { users } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: ROLE, id },
        { type: ROLE, id: LIST_ID },
      ],
      extraOptions: { handles: [422] },
    }),
    removeRoleUser: build.mutation<void, { id: string; userId: string }>({
      query: ({ id, userId }) => ({ url: `${at(id)}/users/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: ROLE, id },
        { type: ROLE, id: LIST_ID },
      ],
    }),
    // The tag input's suggestions: members of the organization found by name or e-mail.
    searchRoleCandidates: build.query<Page<RoleUser>, string>({
      query: (q) => ({ url: 'users', params: { q } }),
    }),
  }),
});

export const {
  useGetRoleQuery,
  useSetRoleFlagMutation,
  useAddRoleUsersMutation,
  useRemoveRoleUserMutation,
  useSearchRoleCandidatesQuery,
} = rolesApi;
