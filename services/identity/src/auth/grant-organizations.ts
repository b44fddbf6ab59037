import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { OAuthGrantOrganizationEntity } from './oauth-grant-organization.entity.js';

export interface OrganizationChoice {
  id: string;
  name: string;
}

/**
 * Which organization a developer app acts in for a user: chosen on the consent page among the
 * user's organizations, kept per grant, and put in every token of that grant
 * (`rubrica_organization_id`), so the gateway refuses the token in any other organization.
 */
@Injectable()
export class GrantOrganizations {
  constructor(
    @InjectRepository(OAuthGrantOrganizationEntity)
    private readonly grants: Repository<OAuthGrantOrganizationEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The organizations the user belongs to, to choose from (their personal workspace first). */
  async choicesFor(userId: string): Promise<OrganizationChoice[]> {
    return this.dataSource.query(
      `SELECT o.id, o.name FROM memberships m JOIN organizations o ON o.id = m.organization_id
       WHERE m.user_id = $1 ORDER BY (o.id = (SELECT personal_organization_id FROM users WHERE id = $1)) DESC, o.name`,
      [userId],
    );
  }

  async bind(grantId: string, organizationId: string): Promise<void> {
    await this.grants.upsert({ grantId, organizationId }, ['grantId']);
  }

  async organizationOf(grantId: string): Promise<string | undefined> {
    return (await this.grants.findOneBy({ grantId }))?.organizationId;
  }
}
