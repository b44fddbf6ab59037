import { identityApi } from '../../api/identity.js';
import { LIST_ID, TAGS } from '../../api/tags.js';

const teamAndMembers = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  { type: TAGS.team, id: LIST_ID },
  { type: TAGS.team, id },
  { type: TAGS.member, id: LIST_ID },
];

/**
 * Putting people in a team and taking them out (workspace spec §7, teams; both take
 * manage_teams), from the generated client. The team edit page and the users page's edit-member
 * modal both do it, so it is tagged once, here: the team, the teams list (avatars and counts) and
 * the members list (each member's teams) are read again. Past the plan's cap on one team's people
 * identity answers 422 with the reason under `users`, which each screen shows itself.
 */
export const teamMembershipApi = identityApi.enhanceEndpoints({
  endpoints: {
    teamsAddUsers: { invalidatesTags: teamAndMembers, extraOptions: { handles: [422] } },
    teamsRemoveMember: { invalidatesTags: teamAndMembers },
  },
});

export const { useTeamsAddUsersMutation, useTeamsRemoveMemberMutation } = teamMembershipApi;
