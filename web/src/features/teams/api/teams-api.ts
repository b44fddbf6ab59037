import { type Team, type UserSummary } from '../../../api/rubrica-api.js';
import { identityApi } from '../../../api/identity.js';
import { LIST_ID, listAndItemTags, TAGS } from '../../../api/tags.js';
import { teamMembershipApi } from '../../../lib/team-membership/team-membership-api.js';

/** A person as team cards and pickers show them (workspace spec §3). */
export type TeamUser = UserSummary;

/** With include=users-preview, `users` has the first four; on the team itself, all of them. */
export type { Team };

const TEAM = TAGS.team;

/** The teams list's read: the first four people of each team (the cards), a search and a page. */
export const teamsListArg = (q: string, page: number) => ({
  include: ['users-preview'],
  page,
  q: q.trim() || undefined,
});

/**
 * The teams calls (workspace spec §7), from the generated client. Owners, and members holding
 * manage_teams, may use them; the identity service refuses the others with a 403. Putting people
 * in a team and taking them out are shared with the users page (lib/team-membership). The people
 * a team's users are picked from are the members' directory, which every member may read (the
 * full users list takes manage_users).
 */
export const teamsApi = identityApi.enhanceEndpoints({
  endpoints: {
    teamsList: {
      providesTags: listAndItemTags(TEAM),
    },
    teamsGet: {
      providesTags: (_result, _error, { id }) => [{ type: TEAM, id }],
      extraOptions: { handles: [404] },
    },
    teamsCreate: { invalidatesTags: [{ type: TEAM, id: LIST_ID }], extraOptions: { handles: [422] } },
    // The page keeps what is typed; only the list needs the new name.
    teamsRename: { invalidatesTags: [{ type: TEAM, id: LIST_ID }], extraOptions: { handles: [422] } },
    teamsRemove: { invalidatesTags: [{ type: TEAM, id: LIST_ID }] },
  },
});

export const {
  useTeamsListQuery,
  useTeamsGetQuery,
  useTeamsCreateMutation,
  useTeamsRenameMutation,
  useTeamsRemoveMutation,
  useMemberDirectoryListQuery,
  // What the plan allows teams: `members`, the people one team may hold (null: no cap).
  useTeamsLimitsQuery,
} = teamsApi;

export const { useTeamsAddUsersMutation, useTeamsRemoveMemberMutation } = teamMembershipApi;
