import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { escapeLike } from '../../../common/escape-like.util.js';
import { DEFAULT_PER_PAGE, paginated } from '@rubrica/service-kit';
import { EnvelopeState } from '../../domain/envelope-vocabulary.js';
import type { SenderScope } from '../../envelope-access.js';
import { documentsOf, recipientsOf } from '../../envelope-parts.store.js';
import {
  presentDocument,
  presentEnvelope,
  presentRecipient,
  recipientsStats,
} from '../../envelope.presenter.js';
import { EnvelopeEntity } from '../../envelope.entity.js';
import type { ListEnvelopesQuery } from '../../envelopes.schemas.js';

/** Section 4: `pending` is the old-style name of in-transit. */
export function toStoredStates(states: string[]): string[] {
  return [...new Set(states.map((state) => (state === 'pending' ? EnvelopeState.InTransit : state)))];
}

const SORTS = {
  '-created_at': ['envelope.created_at', 'DESC'],
  created_at: ['envelope.created_at', 'ASC'],
  title: ['lower(envelope.title)', 'ASC'],
  '-title': ['lower(envelope.title)', 'DESC'],
} as const;

@Injectable()
export class ListEnvelopesUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The caller's own envelopes in the organization (the sent, draft and template tabs), newest
   * first by default; `q` matches the title, the subject or any recipient's name or address.
   */
  async execute(scope: SenderScope, query: ListEnvelopesQuery) {
    const builder = this.dataSource
      .getRepository(EnvelopeEntity)
      .createQueryBuilder('envelope')
      .where('envelope.organization_id = :organizationId AND envelope.sender_user_id = :userId', scope);
    if (query.states.length) {
      builder.andWhere('envelope.state IN (:...states)', { states: toStoredStates(query.states) });
    }
    if (query.q) {
      builder.andWhere(
        `(envelope.title ILIKE :pattern ESCAPE '\\' OR envelope.subject ILIKE :pattern ESCAPE '\\' OR EXISTS (
           SELECT 1 FROM recipients r, jsonb_array_elements(r.addressees) a
            WHERE r.envelope_id = envelope.id
              AND (a->>'name' ILIKE :pattern ESCAPE '\\' OR a->>'value' ILIKE :pattern ESCAPE '\\')))`,
        { pattern: `%${escapeLike(query.q)}%` },
      );
    }
    const [column, direction] = SORTS[query.sort];
    const [rows, total] = await builder
      .orderBy(column, direction)
      .addOrderBy('envelope.id', 'ASC')
      .skip((query.page - 1) * DEFAULT_PER_PAGE)
      .take(DEFAULT_PER_PAGE)
      .getManyAndCount();

    const ids = rows.map((row) => row.id);
    const wantsRecipients =
      query.include.includes('recipients') || query.include.includes('recipients_stats');
    const [recipients, documents] = await Promise.all([
      wantsRecipients ? recipientsOf(this.dataSource.manager, ids) : undefined,
      query.include.includes('documents') ? documentsOf(this.dataSource.manager, ids) : undefined,
    ]);
    const data = rows.map((envelope) => ({
      ...presentEnvelope(envelope),
      ...(query.include.includes('recipients')
        ? { recipients: (recipients?.get(envelope.id) ?? []).map(presentRecipient) }
        : {}),
      ...(query.include.includes('recipients_stats')
        ? { recipients_stats: recipientsStats(recipients?.get(envelope.id) ?? []) }
        : {}),
      ...(documents
        ? {
            documents: (documents.get(envelope.id) ?? []).map((doc) =>
              presentDocument(doc, envelope.organizationId),
            ),
          }
        : {}),
    }));
    return paginated(data, {
      page: query.page,
      perPage: DEFAULT_PER_PAGE,
      total,
      query: {
        include: query.include.join(',') || undefined,
        'filter[state]': query.states.join(',') || undefined,
        sort: query.sort,
        q: query.q,
      },
    });
  }
}
