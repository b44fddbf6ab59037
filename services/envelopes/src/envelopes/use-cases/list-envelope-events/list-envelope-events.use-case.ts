import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PER_PAGE, paginated } from '@rubrica/service-kit';
import { findSenderEnvelope, type SenderScope } from '../../envelope-access.js';
import { EnvelopeEventEntity } from '../../envelope-event.entity.js';
import type { ListEventsQuery } from '../../envelopes.schemas.js';

/** The History tab (section 2): the sender only, newest first by default, paged. */
@Injectable()
export class ListEnvelopeEventsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(scope: SenderScope, id: string, query: ListEventsQuery) {
    const envelope = await findSenderEnvelope(this.dataSource.manager, scope, id);
    const [rows, total] = await this.dataSource.getRepository(EnvelopeEventEntity).findAndCount({
      where: { envelopeId: envelope.id },
      order: { sequence: query.sort === 'created_at' ? 'ASC' : 'DESC' },
      skip: (query.page - 1) * DEFAULT_PER_PAGE,
      take: DEFAULT_PER_PAGE,
    });
    const data = rows.map((row) => ({
      id: row.id,
      type: row.type,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    }));
    return paginated(data, {
      page: query.page,
      perPage: DEFAULT_PER_PAGE,
      total,
      query: { sort: query.sort },
    });
  }
}
