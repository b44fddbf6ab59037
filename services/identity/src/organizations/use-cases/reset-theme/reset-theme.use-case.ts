import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { assertMayEditSettings } from '../../organization-access.js';
import { OrganizationEntity } from '../../organization.entity.js';

@Injectable()
export class ResetThemeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
  ) {}

  async execute(userId: string, organizationId: string): Promise<void> {
    const membership = await this.memberships.requireMembership(userId, organizationId);
    assertMayEditSettings(membership);
    await this.dataSource.manager.update(OrganizationEntity, { id: organizationId }, { theme: null });
  }
}
