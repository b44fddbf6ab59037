import type { EntityManager } from 'typeorm';

/** What invitations read of the organization, its roles, teams and users beyond their own table. */
export const invitationsStore = {
  /** The names an invitation shows: its organization's and its role's (empty when gone). */
  async names(
    manager: EntityManager,
    organizationId: string,
    roleId: string,
  ): Promise<{ organization_name: string; role_name: string }> {
    const rows: Array<{ organization_name: string; role_name: string }> = await manager.query(
      `SELECT o.name AS organization_name, r.name AS role_name
         FROM organizations o JOIN roles r ON r.organization_id = o.id
        WHERE o.id = $1 AND r.id = $2`,
      [organizationId, roleId],
    );
    return rows[0] ?? { organization_name: '', role_name: '' };
  },

  async organizationName(manager: EntityManager, organizationId: string): Promise<string> {
    const rows: Array<{ name: string }> = await manager.query(
      'SELECT name FROM organizations WHERE id = $1',
      [organizationId],
    );
    return rows[0]?.name ?? '';
  },

  /**
   * Adds the user to the invitation's teams that still exist in the organization and have room
   * under the plan's cap on a team's people (`cap`, null for none); a full team is skipped, as
   * joining the organization must not fail for it. The teams' rows are locked, as adding people
   * to a team does.
   */
  async joinTeams(
    manager: EntityManager,
    organizationId: string,
    teamIds: string[],
    userId: string,
    cap: number | null,
  ) {
    const open: Array<{ id: string }> = await manager.query(
      `SELECT id FROM teams WHERE id = ANY($1::uuid[]) AND organization_id = $2 ORDER BY id FOR UPDATE`,
      [teamIds, organizationId],
    );
    await manager.query(
      `INSERT INTO team_members (team_id, user_id)
       SELECT t.id, $2 FROM unnest($1::uuid[]) AS t(id)
        WHERE $3::int IS NULL OR (SELECT count(*) FROM team_members tm WHERE tm.team_id = t.id) < $3
       ON CONFLICT DO NOTHING`,
      [open.map((team) => team.id), userId, cap],
    );
  },

  /** What an invitation e-mail says: the organization, the inviter and the language to write in. */
  async mailContext(manager: EntityManager, organizationId: string, inviterId: string, inviteeEmail: string) {
    const rows: Array<{ organization: string; inviter: string; lang: string; invitee_lang: string | null }> =
      await manager.query(
        `SELECT o.name AS organization, u.name AS inviter, u.lang,
                (SELECT lang FROM users WHERE lower(email) = lower($3)) AS invitee_lang
           FROM organizations o, users u WHERE o.id = $1 AND u.id = $2`,
        [organizationId, inviterId, inviteeEmail],
      );
    return rows[0]!;
  },
};
