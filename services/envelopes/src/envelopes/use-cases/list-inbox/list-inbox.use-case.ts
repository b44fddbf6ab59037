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
import {
  type ListSearch,
  probeSearch,
  SEARCH_MATCH,
  pageAndTotal,
  searchedPageAndTotal,
  storedInboxTotal,
} from '../../list-totals.store.js';
import type { ListInboxQuery } from '../../envelopes.schemas.js';
import { toStoredStates } from '../list-envelopes/list-envelopes.use-case.js';

/** The reader's rows of `inbox_search`, in `:...states` and `:...envelopeStates` when given. */
function readerRows(states: string[], envelopeStates: string[]): string {
  return `FROM inbox_search s
      WHERE s.organization_id = :organizationId AND s.inbox_address = :email${
        states.length ? ' AND s.state IN (:...states)' : ''
      }${envelopeStates.length ? ' AND s.envelope_state IN (:...envelopeStates)' : ''}`;
}

/**
 * The reader's items whose envelope's title, subject or sender holds `q`, each with its envelope's
 * date as `sort_key` (or what `columns` says). `inbox_search` holds one narrow row per inbox item with its states and that
 * text, stored lower-cased (ILIKE is LIKE over lower-cased text) and joined by U+001F, kept by
 * triggers and written in the inbox's order: a `broad` `q` reads the reader's range, a narrow one
 * their trigram index. Only a `q` holding U+001F needs each part checked as well.
 */
function searchedItems(
  q: string,
  broad: boolean,
  states: string[],
  envelopeStates: string[],
  columns = 's.recipient_id AS id, s.envelope_created_at AS sort_key',
): [string, Record<string, string>] {
  const exact = q.includes(SEARCH_TEXT_SEPARATOR)
    ? `
        AND EXISTS (SELECT 1 FROM recipients r JOIN envelopes e ON e.id = r.envelope_id
                     WHERE r.id = s.recipient_id
                       AND (e.title ILIKE :pattern ESCAPE '\\' OR e.subject ILIKE :pattern ESCAPE '\\'
                            OR e.sender_name ILIKE :pattern ESCAPE '\\' OR e.sender_email ILIKE :pattern ESCAPE '\\'))`
    : '';
  return [
    `SELECT ${columns} ${readerRows(states, envelopeStates)}
        AND ${broad ? SEARCH_MATCH.range : SEARCH_MATCH.trigram}${exact}`,
    { pattern: `%${escapeLike(q)}%`, needle: q },
  ];
}

/**
 * The search `q` of the reader's inbox (`organizationId`, `email`), in `states` and
 * `envelopeStates` when given: the reader's items newest first, the matches with their envelopes'
 * dates, the version of the reader's rows, and where its counts per envelope and item state are
 * kept.
 */
function inboxSearch(
  q: string,
  parameters: { organizationId: string; email: string; states: string[]; envelopeStates: string[] },
): ListSearch {
  const { states, envelopeStates } = parameters;
  return {
    newest: `SELECT ${SEARCH_MATCH.range} AS hit ${readerRows(states, envelopeStates)}
              ORDER BY s.envelope_created_at DESC, s.recipient_id`,
    matched: (broad) => searchedItems(q, broad, states, envelopeStates)[0],
    version: `SELECT version FROM inbox_search_versions
                WHERE organization_id = :organizationId AND inbox_address = :email`,
    parameters: { ...parameters, ...searchedItems(q, true, states, envelopeStates)[1] },
    key: [
      'inbox',
      parameters.organizationId,
      parameters.email,
      q,
      [...states].sort(),
      [...envelopeStates].sort(),
    ],
    counts: q.includes(SEARCH_TEXT_SEPARATOR)
      ? null
      : {
          patterns: 'inbox_search_patterns',
          counts: 'inbox_search_counts',
          versions: 'inbox_search_versions',
          owner: 'inbox_address',
          ownerParameter: 'email',
          states: ['envelope_state', 'state'],
          asked:
            (states.length ? ' AND c.state IN (:...states)' : '') +
            (envelopeStates.length ? ' AND c.envelope_state IN (:...envelopeStates)' : ''),
          counted: (broad) => searchedItems(q, broad, [], [], 's.envelope_state, s.state')[0],
        },
  };
}

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
    // Section 4's page links are page numbers: OFFSET over index entries, then those rows only.
    // One envelope per recipient row, so OFFSET/LIMIT pages correctly.
    // Without `q` the total is stored per reader and states; a search's matches are counted and
    // the page numbered in one ordered pass over the reader's `inbox_search` rows, or the page
    // alone read along them when the total is already known.
    const direction = query.sort === 'envelope.created_at' ? 'ASC' : 'DESC';
    const search = query.q
      ? inboxSearch(query.q, { ...scope, email, states: query.states, envelopeStates })
      : null;
    const { page, total } = search
      ? await searchedPageAndTotal(
          this.dataSource.manager,
          search,
          await probeSearch(this.dataSource.manager, search),
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
