import { isUuid } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { permissionsFrom } from '../principal/index.js';
import type { Permissions } from '../roles/role.entity.js';
import type { UserEntity } from '../users/user.entity.js';
import type { ProfileResponse } from './profile.schemas.js';

interface MembershipRow {
  organization_id: string;
  organization_name: string;
  is_personal: boolean;
  joined_at: Date;
  is_owner: boolean;
  role_id: string;
  role_name: string;
  permissions: Partial<Permissions> | null;
}

/** Builds the GET /me answer for a user, in the organization the caller named (if a member). */
@Injectable()
export class ProfilePresenter {
  constructor(
    private readonly dataSource: DataSource,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async present(user: UserEntity, organizationId?: string): Promise<ProfileResponse> {
    const membership = isUuid(organizationId) ? await this.membership(user.id, organizationId) : undefined;
    const teams = membership ? await this.teams(user.id, membership.organization_id) : [];
    const isUsa = this.config.PRODUCT_EDITION === 'us';
    const granted = Object.entries(membership?.permissions ?? {})
      .filter(([, on]) => on === true)
      .map(([flag]) => flag);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      cpf: isUsa ? null : user.cpf,
      avatar: this.avatarUrl(user),
      lang: user.lang,
      email_verified: user.emailVerifiedAt !== null,
      registration_completed: user.registrationCompletedAt !== null,
      is_usa_version: isUsa,
      created_at: user.createdAt.toISOString(),
      personal_organization_id: user.personalOrganizationId,
      organization: membership
        ? {
            id: membership.organization_id,
            name: membership.organization_name,
            is_personal: membership.is_personal,
          }
        : null,
      joined_at: membership ? membership.joined_at.toISOString() : null,
      is_owner: membership?.is_owner ?? false,
      roles: membership ? [{ id: membership.role_id, name: membership.role_name }] : [],
      teams,
      permissions: permissionsFrom(granted, membership?.is_owner ?? false),
    };
  }

  /** Served by GET /me/avatar through the gateway; the version makes a new picture bypass caches. */
  avatarUrl(user: Pick<UserEntity, 'avatarKey'>): string | null {
    if (!user.avatarKey) return null;
    const version = user.avatarKey.split('/').pop() ?? '';
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}/api/me/avatar?v=${encodeURIComponent(version)}`;
  }

  private async membership(userId: string, organizationId: string): Promise<MembershipRow | undefined> {
    const rows: MembershipRow[] = await this.dataSource.query(
      `SELECT o.id AS organization_id, o.name AS organization_name, o.is_personal, m.joined_at, m.is_owner,
              r.id AS role_id, r.name AS role_name, r.permissions
         FROM memberships m
         JOIN organizations o ON o.id = m.organization_id
         JOIN roles r ON r.id = m.role_id
        WHERE m.user_id = $1 AND m.organization_id = $2 AND o.deleted_at IS NULL`,
      [userId, organizationId],
    );
    return rows[0];
  }

  private teams(userId: string, organizationId: string): Promise<Array<{ id: string; name: string }>> {
    return this.dataSource.query(
      `SELECT t.id, t.name FROM team_members tm JOIN teams t ON t.id = tm.team_id
        WHERE tm.user_id = $1 AND t.organization_id = $2
        ORDER BY lower(t.name), t.id`,
      [userId, organizationId],
    );
  }
}
