import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CallerDirectory } from '../../../common/caller-directory.js';
import { escapeLike } from '../../../common/escape-like.util.js';
import { DEFAULT_PER_PAGE, paginated } from '@rubrica/service-kit';
import type { SenderScope } from '../../envelope-access.js';
import { recipientsOf } from '../../envelope-parts.store.js';
import { presentEnvelope, presentRecipient, recipientsStats } from '../../envelope.presenter.js';
import { EnvelopeEntity } from '../../envelope.entity.js';
import { RecipientEntity } from '../../recipient.entity.js';
import type { ListInboxQuery } from '../../envelopes.schemas.js';
import { toStoredStates } from '../list-envelopes/list-envelopes.use-case.js';

/**
 * The caller's received items (section 3: a recipient view with its envelope): recipients of the
 * organization's sent envelopes whose address is the caller's e-mail. No action token is given:
 * tokens are stored hashed only, so the recipient id is what identifies the item.
 */
@Injectable()
export class ListInboxUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly callers: CallerDirectory,
  ) {}

  async execute(scope: SenderScope, query: ListInboxQuery) {
    const { email } = await this.callers.profileOf(scope.userId);
    const perPage = query.limit ?? DEFAULT_PER_PAGE;
    const builder = this.dataSource
      .getRepository(RecipientEntity)
      .createQueryBuilder('recipient')
      .innerJoinAndMapOne(
        'recipient.envelope',
        EnvelopeEntity,
        'envelope',
        'envelope.id = recipient.envelope_id',
      )
      .where('envelope.organization_id = :organizationId', scope)
      .andWhere(`envelope.state NOT IN ('draft', 'template')`)
      .andWhere(`lower(recipient.addressees->0->>'value') = :email`, { email });
    if (query.states.length) builder.andWhere('recipient.state IN (:...states)', { states: query.states });
    if (query.envelopeStates.length) {
      builder.andWhere('envelope.state IN (:...envelopeStates)', {
        envelopeStates: toStoredStates(query.envelopeStates),
      });
    }
    if (query.q) {
      builder.andWhere(
        `(envelope.title ILIKE :pattern ESCAPE '\\' OR envelope.subject ILIKE :pattern ESCAPE '\\'
          OR envelope.sender_name ILIKE :pattern ESCAPE '\\' OR envelope.sender_email ILIKE :pattern ESCAPE '\\')`,
        { pattern: `%${escapeLike(query.q)}%` },
      );
    }
    // The page's recipient ids first, sorting only (created_at, id) pairs, then those rows with
    // their envelopes: a deep page no longer sorts every matching row whole (section 4's page
    // links are unchanged). One envelope per recipient row, so OFFSET/LIMIT pages correctly.
    const [page, counted] = await Promise.all([
      builder
        .clone()
        .select('recipient.id', 'id')
        .orderBy('envelope.createdAt', query.sort === 'envelope.created_at' ? 'ASC' : 'DESC')
        .addOrderBy('recipient.id', 'ASC')
        .offset((query.page - 1) * perPage)
        .limit(perPage)
        .getRawMany<{ id: string }>(),
      builder.clone().select('COUNT(*)', 'total').getRawOne<{ total: string }>(),
    ]);
    const total = Number(counted?.total ?? 0);
    const found = page.length
      ? await builder
          .clone()
          .andWhere('recipient.id IN (:...pageIds)', { pageIds: page.map((row) => row.id) })
          .getMany()
      : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = page.flatMap((row) => byId.get(row.id) ?? []);

    const withStats = query.include.includes('envelope.recipients_stats');
    const all = withStats
      ? await recipientsOf(
          this.dataSource.manager,
          rows.map((row) => row.envelopeId),
        )
      : undefined;
    const data = rows.map((row) => {
      const envelope = (row as RecipientEntity & { envelope: EnvelopeEntity }).envelope;
      const recipient = presentRecipient(row);
      return {
        id: recipient.id,
        type: recipient.type,
        state: recipient.state,
        notified_at: recipient.notified_at,
        recipient,
        envelope: {
          ...presentEnvelope(envelope),
          ...(all ? { recipients_stats: recipientsStats(all.get(envelope.id) ?? []) } : {}),
        },
      };
    });
    return paginated(data, {
      page: query.page,
      perPage,
      total,
      query: {
        include: query.include.join(',') || undefined,
        'filter[state]': query.states.join(',') || undefined,
        'filter[envelope.state]': query.envelopeStates.join(',') || undefined,
        sort: query.sort,
        q: query.q,
        limit: query.limit ? String(query.limit) : undefined,
      },
    });
  }
}
