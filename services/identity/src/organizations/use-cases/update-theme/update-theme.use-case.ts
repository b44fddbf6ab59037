import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { assertMayEditSettings } from '../../organization-access.js';
import { OrganizationEntity, type OrganizationTheme } from '../../organization.entity.js';
import { themeSchema } from '../../organizations.schemas.js';

/** All six colours, each `#rrggbb` (stored lower-cased). */
@Injectable()
export class UpdateThemeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
  ) {}

  async execute(
    userId: string,
    organizationId: string,
    body: unknown,
  ): Promise<OrganizationTheme & { is_default: boolean }> {
    const membership = await this.memberships.requireMembership(userId, organizationId);
    assertMayEditSettings(membership);
    const theme = parseInput(themeSchema, body) as OrganizationTheme;
    await this.dataSource.manager.update(OrganizationEntity, { id: organizationId }, { theme });
    return { ...theme, is_default: false };
  }
}
