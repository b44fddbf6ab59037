import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { matchMessageLocale, type MessageLocale } from '@rubrica/errors';
import { DEFAULT_PER_PAGE, paginated } from '@rubrica/service-kit';
import { contactOf } from '../../envelope-proto.mapper.js';
import { findSenderEnvelope, type SenderScope } from '../../envelope-access.js';
import { EnvelopeEventEntity } from '../../envelope-event.entity.js';
import type { ListEventsQuery } from '../../envelopes.schemas.js';
import { RecipientEntity } from '../../recipient.entity.js';
import { renderHistoryActor, renderHistoryMessage } from '../../history/render-history-entry.js';

/**
 * The History tab (section 2): the sender only, newest first by default, paged. Each entry reads
 * in the reader's language (the envelope's when the request names none), with who did it apart.
 */
@Injectable()
export class ListEnvelopeEventsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(scope: SenderScope, id: string, query: ListEventsQuery, asked?: MessageLocale) {
    const envelope = await findSenderEnvelope(this.dataSource.manager, scope, id);
    const locale = asked ?? matchMessageLocale(String(envelope.metadata?.locale ?? '')) ?? 'pt-BR';
    const [[rows, total], recipients] = await Promise.all([
      this.dataSource.getRepository(EnvelopeEventEntity).findAndCount({
        where: { envelopeId: envelope.id },
        order: { sequence: query.sort === 'created_at' ? 'ASC' : 'DESC' },
        skip: (query.page - 1) * DEFAULT_PER_PAGE,
        take: DEFAULT_PER_PAGE,
      }),
      this.dataSource.getRepository(RecipientEntity).find({ where: { envelopeId: envelope.id } }),
    ]);
    const people = {
      sender: { userId: envelope.senderUserId, name: envelope.senderName || envelope.senderEmail },
      recipientNames: new Map(recipients.map((recipient) => [recipient.id, contactOf(recipient).name])),
    };
    const data = rows.map((row) => ({
      id: row.id,
      type: row.type,
      code: row.messageCode ?? row.type,
      params: row.messageParams ?? {},
      message: renderHistoryMessage(row, locale),
      actor: renderHistoryActor(row, people, locale),
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
