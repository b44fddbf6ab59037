import { Injectable } from '@nestjs/common';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import type { OrganizationTheme } from '../../organization.entity.js';
import { themeOrDefault } from '../../organization-theme.js';

/** The six palette colours; the defaults (black background, white text) when none was set. */
@Injectable()
export class GetThemeUseCase {
  constructor(private readonly memberships: MembershipsService) {}

  async execute(
    userId: string,
    organizationId: string,
  ): Promise<OrganizationTheme & { is_default: boolean }> {
    const { organization } = await this.memberships.requireMembership(userId, organizationId);
    return { ...themeOrDefault(organization.theme), is_default: organization.theme === null };
  }
}
