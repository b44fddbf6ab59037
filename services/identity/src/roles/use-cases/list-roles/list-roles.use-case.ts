import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { DEFAULT_PER_PAGE, paginated, parseInput } from '@rubrica/service-kit';
import { presentRole } from '../../present-role.js';
import { RolesStore, ROLE_PREVIEW_SIZE } from '../../roles.store.js';

/** Role cards: the default role first, each with up to 6 users and its user count. */
@Injectable()
export class ListRolesUseCase {
  constructor(private readonly roles: RolesStore) {}

  async execute(organizationId: string, query: unknown) {
    const { q, page } = parseInput(listQuerySchema, query);
    const [roles, total] = await this.roles.page(
      organizationId,
      { q, page },
      { is_default: 'DESC', created_at: 'ASC' },
    );
    const users = await this.roles.usersOf(
      roles.map((role) => role.id),
      ROLE_PREVIEW_SIZE,
    );
    return paginated(
      roles.map((role) => presentRole(role, users.get(role.id))),
      { page, perPage: DEFAULT_PER_PAGE, total, query: { q } },
    );
  }
}
