import { LIST_ID, TAGS } from '../../../api/tags.js';
import type { Team, TeamsLimitsApiResponse, UserSummary } from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';
import type { Page } from '../../../app/session-api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

/** A person as team cards and pickers show them (workspace spec §3). */
export type TeamUser = UserSummary;

/** What the plan allows teams: `members`, the people one team may hold (null: no cap). */
export type TeamLimits = TeamsLimitsApiResponse;

/** With include=users-preview, `users` has the first four; on the team itself, all of them. */
export type { Team };

const TEAM = TAGS.team;

const teamPath = (id: string) => `teams/${encodeURIComponent(id)}`;

/**
 * The teams calls (workspace spec §7). Owners, and members holding manage_teams, may use them;
 * the identity service refuses the others with a 403.
 */
export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTeams: build.query<Page<Team>, { q: string; page: number }>({
      query: ({ q, page }) => ({
        url: 'teams',
        params: { include: 'users-preview', page, ...(q.trim() ? { q: q.trim() } : {}) },
      }),
      providesTags: (result) => [
        { type: TEAM, id: LIST_ID },
        ...(result?.data.map((team) => ({ type: TEAM, id: team.id })) ?? []),
      ],
    }),
    getTeam: build.query<Team, string>({
      query: (id) => teamPath(id),
      transformResponse: (body: unknown) => unwrapData<Team>(body),
      providesTags: (_result, _error, id) => [{ type: TEAM, id }],
      extraOptions: { handles: [404] },
    }),
    createTeam: build.mutation<Team, { name: string }>({
      query: (body) => ({ url: 'teams', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<Team>(body),
      invalidatesTags: [{ type: TEAM, id: LIST_ID }],
      extraOptions: { handles: [422] },
    }),
    renameTeam: build.mutation<Team, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: teamPath(id), method: 'PATCH', body: { name } }),
      transformResponse: (body: unknown) => unwrapData<Team>(body),
      // The page keeps what is typed; only the list needs the new name.
      invalidatesTags: [{ type: TEAM, id: LIST_ID }],
      extraOptions: { handles: [422] },
    }),
    deleteTeam: build.mutation<void, string>({
      query: (id) => ({ url: teamPath(id), method: 'DELETE' }),
      invalidatesTags: [{ type: TEAM, id: LIST_ID }],
    }),
    addTeamUsers: build.mutation<unknown, { id: string; users: string[] }>({
      query: ({ id, users }) => ({ url: `${teamPath(id)}/users`, method: 'POST', body: { users } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TEAM, id: LIST_ID },
        { type: TEAM, id },
      ],
      // Past the plan's cap (team.members_limit), the modal shows why.
      extraOptions: { handles: [422] },
    }),
    removeTeamUser: build.mutation<void, { id: string; userId: string }>({
      query: ({ id, userId }) => ({
        url: `${teamPath(id)}/users/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TEAM, id: LIST_ID },
        { type: TEAM, id },
      ],
    }),
    // The people of the organization a user may be picked from: the members' directory, which
    // every member may read (the full users list takes manage_users).
    searchOrganizationUsers: build.query<Page<TeamUser>, string>({
      query: (q) => ({ url: 'users/directory', params: q.trim() ? { q: q.trim() } : {} }),
    }),
    // The plan's cap on the people of one team (null: none).
    getTeamLimits: build.query<TeamLimits, void>({
      query: () => 'teams/limits',
    }),
  }),
});

export const {
  useListTeamsQuery,
  useGetTeamQuery,
  useCreateTeamMutation,
  useRenameTeamMutation,
  useDeleteTeamMutation,
  useAddTeamUsersMutation,
  useRemoveTeamUserMutation,
  useSearchOrganizationUsersQuery,
  useGetTeamLimitsQuery,
} = teamsApi;
