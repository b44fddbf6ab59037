import { type Role, type UserSummary } from '../../../api/rubrica-api.js';
import { identityApi } from '../../../api/identity.js';
import { LIST_ID, TAGS } from '../../../api/tags.js';

export type RoleUser = UserSummary;

/** A role as GET roles/{id}?extended gives it (workspace spec §3): its flags, users and count. */
export type RoleDetail = Role;

/** The role editor's read of a role: with its holders (`extended`). */
export const roleQuery = (id: string) => ({ id, extended: true });

// The users page's tag too: an edit here refreshes its role cards.
const ROLE = TAGS.role;
const roleAndList = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  { type: ROLE, id },
  { type: ROLE, id: LIST_ID },
];

/**
 * The role editor's calls (workspace spec §7, roles), from the generated client: owners or
 * manage_users, business workspaces. The tag input's suggestions are the organization's members
 * found by name or e-mail in the members' directory (GET users/directory): picking people needs
 * only their name, e-mail and avatar, not the manage-users data of GET users.
 */
export const rolesApi = identityApi.enhanceEndpoints({
  endpoints: {
    rolesGet: {
      providesTags: (_result, _error, { id }) => [{ type: ROLE, id }],
      extraOptions: { handles: [404] },
    },
    rolesUpdate: {
      // The checkbox shows the saved value at once; the answer confirms it.
      async onQueryStarted({ id, body }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          rolesApi.util.updateQueryData('rolesGet', roleQuery(id), (role) => void Object.assign(role, body)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [{ type: ROLE, id: LIST_ID }],
    },
    rolesAddUsers: { invalidatesTags: roleAndList, extraOptions: { handles: [422] } },
    rolesRemoveUser: { invalidatesTags: roleAndList },
  },
});

export const {
  useRolesGetQuery,
  useRolesUpdateMutation,
  useRolesAddUsersMutation,
  useRolesRemoveUserMutation,
  useMemberDirectoryListQuery,
} = rolesApi;
