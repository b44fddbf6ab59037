import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { verify } from 'argon2';
import { DataSource } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { PasswordCheckThrottle } from '../../../accounts/password-check-throttle.js';
import { MembershipEntity } from '../../../memberships/membership.entity.js';
import { appendMembershipChanged } from '../../../memberships/membership-events.js';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { UserEntity } from '../../../users/user.entity.js';
import { assertOwner } from '../../organization-access.js';
import { OrganizationEntity } from '../../organization.entity.js';
import { OrganizationError } from '../../organizations.exception.js';
import { deleteOrganizationSchema } from '../../organizations.schemas.js';

/**
 * Owner only, confirmed with the owner's password (spec §5; wrong passwords are throttled like
 * sign-in). The row stays (envelopes elsewhere
 * still name it) but the organization is gone for everyone; each member's cached membership is
 * dropped through `membership.changed`.
 */
@Injectable()
export class DeleteOrganizationUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly passwordChecks: PasswordCheckThrottle,
  ) {}

  async execute(userId: string, organizationId: string, body: unknown, ip: string): Promise<void> {
    const membership = await this.memberships.requireMembership(userId, organizationId);
    assertOwner(membership);
    if (membership.organization.isPersonal) throw OrganizationError.personalCannotBeDeleted();
    const { password } = parseInput(deleteOrganizationSchema, body);
    const user = await this.dataSource.manager.findOneByOrFail(UserEntity, { id: userId });
    const matches = await this.passwordChecks.verify(user.id, ip, () =>
      verify(user.passwordHash, password).catch(() => false),
    );
    if (!matches) throw OrganizationError.wrongPassword();

    await withTransaction(this.dataSource, async (manager) => {
      await manager.update(OrganizationEntity, { id: organizationId }, { deletedAt: new Date() });
      const members = await manager.findBy(MembershipEntity, { organizationId });
      for (const member of members) await appendMembershipChanged(manager, 'removed', member);
    });
  }
}
