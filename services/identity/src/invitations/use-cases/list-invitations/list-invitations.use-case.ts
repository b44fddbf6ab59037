import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import type { ListQuery } from '../../../common/common.schemas.js';
import { DEFAULT_PER_PAGE, paginated, type Paginated, escapeLike } from '@rubrica/service-kit';
import type { OrganizationCaller } from '../../../principal/index.js';
import { InvitationEntity } from '../../invitation.entity.js';
import { toInvitationResponse, type InvitationResponse } from '../../invitations.schemas.js';

/** GET /invitations: the pending invitations (expired ones too, so they can be resent), newest first. */
@Injectable()
export class ListInvitationsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(caller: OrganizationCaller, query: ListQuery): Promise<Paginated<InvitationResponse>> {
    const builder = this.dataSource
      .getRepository(InvitationEntity)
      .createQueryBuilder('invitation')
      .where({ organizationId: caller.organizationId, acceptedAt: IsNull() });
    if (query.q) {
      builder.andWhere(`invitation.email ILIKE :pattern ESCAPE '\\'`, {
        pattern: `%${escapeLike(query.q)}%`,
      });
    }
    const [rows, total] = await builder
      .orderBy('invitation.created_at', 'DESC')
      .addOrderBy('invitation.id', 'ASC')
      .skip((query.page - 1) * DEFAULT_PER_PAGE)
      .take(DEFAULT_PER_PAGE)
      .getManyAndCount();
    const now = new Date();
    return paginated(
      rows.map((row) => toInvitationResponse(row, now)),
      { page: query.page, perPage: DEFAULT_PER_PAGE, total, query: { q: query.q } },
    );
  }
}
