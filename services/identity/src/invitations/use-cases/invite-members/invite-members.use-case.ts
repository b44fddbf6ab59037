import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isValidEmail } from '@rubrica/service-kit';
import type { OrganizationCaller } from '../../../principal/index.js';
import { InvitationEntity } from '../../invitation.entity.js';
import { InvitationMailer } from '../../invitation-mailer.js';
import { INVITATION_TTL_MS, issueInvitationToken } from '../../invitation-token.js';
import { InvitationError, MAX_EMAILS_PER_REQUEST } from '../../invitations.exception.js';
import type { InvitationResult } from '../../invitations.schemas.js';
import { PlanUsersLimit } from '../../plan-users-limit.js';

export interface InviteMembersCommand {
  /** As typed or read from the file (trimmed); judged here. */
  emails: string[];
  /** The organization's default role when absent (file imports). */
  roleId?: string;
  teamIds: string[];
  /** Which request field an error about the list goes under. */
  listField: 'emails' | 'file';
}

/**
 * Invites addresses into the caller's organization (POST /invitations and its file import).
 * Each address ends up invited, ignored (already a member, or invited and the invitation still
 * valid) or invalid (not an e-mail). An expired pending invitation is replaced by a new one.
 * Members plus pending invitations may not pass the plan's users cap: over it, nothing is sent.
 */
@Injectable()
export class InviteMembersUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly usersLimit: PlanUsersLimit,
    private readonly mailer: InvitationMailer,
  ) {}

  async execute(caller: OrganizationCaller, command: InviteMembersCommand): Promise<InvitationResult> {
    const result: InvitationResult = { invited: [], ignored: [], invalid: [] };
    const candidates: string[] = [];
    const seen = new Set<string>();
    for (const raw of command.emails) {
      const email = raw.trim().toLowerCase();
      if (seen.has(email)) continue;
      seen.add(email);
      if (isValidEmail(email)) candidates.push(email);
      else result.invalid.push(raw.trim());
    }
    if (seen.size > MAX_EMAILS_PER_REQUEST) throw InvitationError.tooManyEmails(command.listField);
    // Asked before the transaction: no row stays locked while billing thinks.
    const limit = await this.usersLimit.of(caller.organizationId);

    await this.dataSource.transaction(async (manager) => {
      // Serializes invitations of one organization, so two requests cannot both pass the cap.
      const organizations: Array<{ name: string }> = await manager.query(
        'SELECT name FROM organizations WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
        [caller.organizationId],
      );
      const organization = organizations[0];
      if (!organization) throw InvitationError.notFound();
      const roleId = await this.role(manager, caller.organizationId, command.roleId);
      await this.checkTeams(manager, caller.organizationId, command.teamIds);

      const now = new Date();
      const members = await this.memberEmails(manager, caller.organizationId, candidates);
      const pending = await this.pendingInvitations(manager, caller.organizationId, candidates);
      const toInvite: string[] = [];
      const renewed: string[] = [];
      for (const email of candidates) {
        const invitation = pending.get(email);
        if (members.has(email) || (invitation && invitation.expiresAt > now)) result.ignored.push(email);
        else {
          toInvite.push(email);
          if (invitation) renewed.push(invitation.id);
        }
      }
      if (toInvite.length === 0) return;

      const used = await this.usedSeats(manager, caller.organizationId, now);
      if (used + toInvite.length > limit)
        throw InvitationError.usersLimitReached(used, limit, toInvite.length);

      if (renewed.length) await manager.delete(InvitationEntity, renewed);
      const inviter = await this.inviter(manager, caller.userId);
      const locales = await this.localesOf(manager, toInvite);
      for (const email of toInvite) {
        const { token, hash } = issueInvitationToken();
        const invitation = manager.create(InvitationEntity, {
          id: randomUUID(),
          organizationId: caller.organizationId,
          email,
          roleId,
          teamIds: command.teamIds,
          tokenHash: hash,
          invitedByUserId: caller.userId,
          lastSentAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
          acceptedAt: null,
          acceptedByUserId: null,
        });
        await manager.insert(InvitationEntity, invitation);
        // Enqueued inside the transaction: if the queue cannot take it, no invitation is left
        // behind without its e-mail (the client may simply try again).
        await this.mailer.send({
          invitationId: invitation.id,
          email,
          token,
          organizationName: organization.name,
          inviterName: inviter.name,
          locale: locales.get(email) ?? inviter.lang,
          sentAt: now,
        });
        result.invited.push(email);
      }
    });
    return result;
  }

  private async role(
    manager: EntityManager,
    organizationId: string,
    roleId: string | undefined,
  ): Promise<string> {
    const rows: Array<{ id: string }> = roleId
      ? await manager.query('SELECT id FROM roles WHERE id = $1 AND organization_id = $2', [
          roleId,
          organizationId,
        ])
      : await manager.query('SELECT id FROM roles WHERE organization_id = $1 AND is_default', [
          organizationId,
        ]);
    if (!rows[0]) throw InvitationError.roleInvalid();
    return rows[0].id;
  }

  private async checkTeams(manager: EntityManager, organizationId: string, teamIds: string[]): Promise<void> {
    if (!teamIds.length) return;
    const rows: unknown[] = await manager.query(
      'SELECT id FROM teams WHERE id = ANY($1::uuid[]) AND organization_id = $2',
      [teamIds, organizationId],
    );
    if (rows.length !== teamIds.length) throw InvitationError.teamsInvalid();
  }

  private async memberEmails(
    manager: EntityManager,
    organizationId: string,
    emails: string[],
  ): Promise<Set<string>> {
    if (!emails.length) return new Set();
    const rows: Array<{ email: string }> = await manager.query(
      `SELECT lower(u.email) AS email FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.organization_id = $1 AND lower(u.email) = ANY($2::text[])`,
      [organizationId, emails],
    );
    return new Set(rows.map((row) => row.email));
  }

  private async pendingInvitations(
    manager: EntityManager,
    organizationId: string,
    emails: string[],
  ): Promise<Map<string, { id: string; expiresAt: Date }>> {
    if (!emails.length) return new Map();
    const rows: Array<{ id: string; email: string; expires_at: Date }> = await manager.query(
      `SELECT id, lower(email) AS email, expires_at FROM invitations
        WHERE organization_id = $1 AND accepted_at IS NULL AND lower(email) = ANY($2::text[])`,
      [organizationId, emails],
    );
    return new Map(rows.map((row) => [row.email, { id: row.id, expiresAt: row.expires_at }]));
  }

  /** Members plus invitations still waiting for an answer (the figure the users page shows against the cap). */
  private async usedSeats(manager: EntityManager, organizationId: string, now: Date): Promise<number> {
    const rows: Array<{ used: string }> = await manager.query(
      `SELECT (SELECT count(*) FROM memberships WHERE organization_id = $1)
            + (SELECT count(*) FROM invitations WHERE organization_id = $1 AND accepted_at IS NULL AND expires_at > $2) AS used`,
      [organizationId, now],
    );
    return Number(rows[0]!.used);
  }

  private async inviter(manager: EntityManager, userId: string): Promise<{ name: string; lang: string }> {
    const rows: Array<{ name: string; lang: string }> = await manager.query(
      'SELECT name, lang FROM users WHERE id = $1',
      [userId],
    );
    return rows[0] ?? { name: '', lang: 'pt-BR' };
  }

  /** Invitees who already have an account get the e-mail in their own language. */
  private async localesOf(manager: EntityManager, emails: string[]): Promise<Map<string, string>> {
    const rows: Array<{ email: string; lang: string }> = await manager.query(
      'SELECT lower(email) AS email, lang FROM users WHERE lower(email) = ANY($1::text[])',
      [emails],
    );
    return new Map(rows.map((row) => [row.email, row.lang]));
  }
}
