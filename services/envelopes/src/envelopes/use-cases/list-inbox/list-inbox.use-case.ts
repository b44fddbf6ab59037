import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CallerDirectory } from '../../../common/caller-directory.js';
import { SEARCH_TEXT_SEPARATOR } from '../../../common/search-text.js';
import { DEFAULT_PER_PAGE, paginated, escapeLike } from '@rubrica/service-kit';
import type { SenderScope } from '../../envelope-access.js';
import { recipientsOf } from '../../envelope-parts.store.js';
import { presentEnvelope, presentRecipient, recipientsStats } from '../../envelope.presenter.js';
import { EnvelopeEntity } from '../../envelope.entity.js';
import { RecipientEntity } from '../../recipient.entity.js';
import { pageAndTotal, searchedPageAndTotal, storedInboxTotal } from '../../list-totals.store.js';
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
    // The recipient row carries its envelope's organization, state and date (a migration and its
    // triggers keep them), so the page's ids and the total are one range of the inbox index.
    const ids = this.dataSource
      .getRepository(RecipientEntity)
      .createQueryBuilder('recipient')
      .where('recipient.organization_id = :organizationId', scope)
      .andWhere('recipient.inbox_address = :email', { email })
      .andWhere(`recipient.envelope_state NOT IN ('draft', 'template')`);
    if (query.states.length) ids.andWhere('recipient.state IN (:...states)', { states: query.states });
    const envelopeStates = toStoredStates(query.envelopeStates);
    if (envelopeStates.length)
      ids.andWhere('recipient.envelope_state IN (:...envelopeStates)', { envelopeStates });
    if (query.q) {
      // The organization's envelopes whose title, subject or sender holds `q`: their text is stored
      // lower-cased in a trigram index (ILIKE is LIKE over lower-cased text), its parts joined by
      // U+001F, so only a `q` holding that character needs each part checked as well.
      const exact = query.q.includes(SEARCH_TEXT_SEPARATOR)
        ? ` AND (e.title ILIKE :pattern ESCAPE '\\' OR e.subject ILIKE :pattern ESCAPE '\\'
                 OR e.sender_name ILIKE :pattern ESCAPE '\\' OR e.sender_email ILIKE :pattern ESCAPE '\\')`
        : '';
      ids.andWhere(
        `recipient.envelope_id IN (
           SELECT e.id FROM envelopes e
            WHERE e.organization_id = :organizationId
              AND e.inbox_search_text LIKE lower(:pattern) ESCAPE '\\'${exact})`,
        { pattern: `%${escapeLike(query.q)}%` },
      );
    }
    // Section 4's page links are page numbers: OFFSET over index entries, then those rows only.
    // One envelope per recipient row, so OFFSET/LIMIT pages correctly.
    // Without `q` the total is stored per reader and states; a search's total is counted.
    // A search's matches are found once, then counted and sorted for the page.
    const direction = query.sort === 'envelope.created_at' ? 'ASC' : 'DESC';
    const { page, total } = query.q
      ? await searchedPageAndTotal(
          this.dataSource.manager,
          ids
            .clone()
            .select('recipient.id', 'id')
            .addSelect('recipient.envelope_created_at', 'sort_key')
            .getQueryAndParameters(),
          direction,
          query.page,
          perPage,
        )
      : await pageAndTotal({
          page: query.page,
          perPage,
          stored: () =>
            storedInboxTotal(
              this.dataSource.manager,
              scope.organizationId,
              email,
              query.states,
              envelopeStates,
            ),
          ids: (offset, limit, fromEnd) =>
            ids
              .clone()
              .select('recipient.id', 'id')
              .orderBy(
                'recipient.envelope_created_at',
                fromEnd ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction,
              )
              .addOrderBy('recipient.id', fromEnd ? 'DESC' : 'ASC')
              .offset(offset)
              .limit(limit)
              .getRawMany<{ id: string }>(),
        });
    const found = page.length
      ? await this.dataSource
          .getRepository(RecipientEntity)
          .createQueryBuilder('recipient')
          .innerJoinAndMapOne(
            'recipient.envelope',
            EnvelopeEntity,
            'envelope',
            'envelope.id = recipient.envelope_id',
          )
          .where('recipient.id IN (:...pageIds)', { pageIds: page.map((row) => row.id) })
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
