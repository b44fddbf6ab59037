import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { DEFAULT_PER_PAGE, paginated, parseInput, escapeLike } from '@rubrica/service-kit';
import { presentRole } from '../../present-role.js';
import { RoleEntity } from '../../role.entity.js';
import { RolesStore } from '../../roles.store.js';

/** Role cards: the default role first, each with up to 6 users and its user count. */
@Injectable()
export class ListRolesUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RolesStore,
  ) {}

  async execute(organizationId: string, query: unknown) {
    const { q, page } = parseInput(listQuerySchema, query);
    const builder = this.dataSource.manager
      .createQueryBuilder(RoleEntity, 'r')
      .where('r.organization_id = :organizationId', { organizationId });
    if (q) builder.andWhere(`r.name ILIKE :q ESCAPE '\\'`, { q: `%${escapeLike(q)}%` });
    const [roles, total] = await builder
      .orderBy('r.is_default', 'DESC')
      .addOrderBy('r.created_at', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .skip((page - 1) * DEFAULT_PER_PAGE)
      .take(DEFAULT_PER_PAGE)
      .getManyAndCount();
    const users = await this.roles.usersOf(roles.map((role) => role.id));
    return paginated(
      roles.map((role) => presentRole(role, users.get(role.id))),
      { page, perPage: DEFAULT_PER_PAGE, total, query: { q } },
    );
  }
}
