import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { SEARCH_TEXT_SEPARATOR } from '../../../common/search-text.js';
import { DEFAULT_PER_PAGE, paginated, escapeLike } from '@rubrica/service-kit';
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
import {
  type ListSearch,
  probeSearch,
  SEARCH_MATCH,
  pageAndTotal,
  searchedPageAndTotal,
  searchedTotal,
  storedSentTotal,
} from '../../list-totals.store.js';
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
const OPPOSITE = { ASC: 'DESC', DESC: 'ASC' } as const;

/** The sender's rows of `envelope_search`, in `:...states` only `withStates`. */
function senderRows(withStates: boolean): string {
  return `FROM envelope_search s
        WHERE s.organization_id = :organizationId AND s.sender_user_id = :userId${
          withStates ? ' AND s.state IN (:...states)' : ''
        }`;
}

/**
 * `q` matches the title, the subject or any recipient's name or address, among the sender's
 * envelopes (the scope's parameters, `organizationId` and `userId`). `envelope_search` holds one
 * narrow row per envelope with its sender, date, state and all that text, stored lower-cased and
 * joined by U+001F (ILIKE is LIKE over lower-cased text, so that text is matched as it is), kept
 * by triggers and written in the list's order: a `broad` `q` reads the sender's range, a narrow
 * one their trigram index. Only a `q` holding U+001F could match across two parts; then each part
 * is checked as well. With `withStates`, the rows of envelopes in `:...states` only, so the set
 * alone is the list's (what its total counts); `columns`: what each match gives (its id, or with
 * its envelope's date as `sort_key`, or its state).
 */
function searchedIds(
  q: string,
  broad: boolean,
  withStates: boolean,
  columns = 's.envelope_id AS id',
): [string, Record<string, string>] {
  const exact = q.includes(SEARCH_TEXT_SEPARATOR)
    ? `
          AND (EXISTS (SELECT 1 FROM envelopes e
                        WHERE e.id = s.envelope_id AND (e.title ILIKE :pattern ESCAPE '\\' OR e.subject ILIKE :pattern ESCAPE '\\'))
               OR EXISTS (SELECT 1 FROM recipients r, jsonb_array_elements(r.addressees) a
                           WHERE r.envelope_id = s.envelope_id
                             AND (a->>'name' ILIKE :pattern ESCAPE '\\' OR a->>'value' ILIKE :pattern ESCAPE '\\')))`
    : '';
  return [
    `SELECT ${columns} ${senderRows(withStates)}
          AND ${broad ? SEARCH_MATCH.range : SEARCH_MATCH.trigram}${exact}`,
    { pattern: `%${escapeLike(q)}%`, needle: q },
  ];
}

/**
 * The search `q` of the sender's list (the scope's parameters), in `states` only when given: its
 * rows newest first, its matches with their dates, the version of the sender's rows, and where
 * its counts per envelope state are kept.
 */
function sentSearch(scope: SenderScope, q: string, states: string[]): ListSearch {
  return {
    newest: `SELECT ${SEARCH_MATCH.range} AS hit ${senderRows(states.length > 0)} ORDER BY s.created_at DESC, s.envelope_id`,
    matched: (broad) =>
      searchedIds(q, broad, states.length > 0, 's.envelope_id AS id, s.created_at AS sort_key')[0],
    version: `SELECT version FROM envelope_search_versions
                WHERE organization_id = :organizationId AND sender_user_id = :userId`,
    parameters: { ...scope, ...searchedIds(q, true, false)[1], states },
    key: ['sent', scope.organizationId, scope.userId, q, [...states].sort()],
    counts: q.includes(SEARCH_TEXT_SEPARATOR)
      ? null
      : {
          patterns: 'envelope_search_patterns',
          counts: 'envelope_search_counts',
          versions: 'envelope_search_versions',
          owner: 'sender_user_id',
          ownerParameter: 'userId',
          states: ['state'],
          asked: states.length ? ' AND c.state IN (:...states)' : '',
          counted: (broad) => searchedIds(q, broad, false, 's.state')[0],
        },
  };
}

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
    const states = toStoredStates(query.states);
    if (states.length) builder.andWhere('envelope.state IN (:...states)', { states });
    const search = query.q ? sentSearch(scope, query.q, states) : null;
    const probe = search ? await probeSearch(this.dataSource.manager, search) : null;
    if (query.q) {
      const [ids, parameters] = searchedIds(query.q, probe!.broad, false);
      builder.andWhere(`envelope.id IN (${ids})`, parameters);
    }
    const [column, direction] = SORTS[query.sort];
    // The page's ids first, then those rows only (page links stay page numbers, section 4).
    // Without `q` the total is stored per state and the page's ids come from the index that holds
    // the sort, a deep page skipping index entries instead of whole rows. A search's matches are
    // found in `envelope_search`: sorted by date, the page and the total come from one ordered pass
    // over them, or the page alone when the total is already known; sorted by title, they are
    // counted (unless known) beside the page read from the title index.
    const { page, total } =
      search && probe && query.sort.endsWith('created_at')
        ? await searchedPageAndTotal(
            this.dataSource.manager,
            search,
            probe,
            direction,
            query.page,
            DEFAULT_PER_PAGE,
          )
        : await pageAndTotal({
            page: query.page,
            perPage: DEFAULT_PER_PAGE,
            // A search sorted by title counts its matches beside the page; a list has its total stored.
            ...(search && probe
              ? { count: () => searchedTotal(this.dataSource.manager, search, probe) }
              : { stored: () => storedSentTotal(this.dataSource.manager, scope, states) }),
            ids: (offset, limit, fromEnd) =>
              builder
                .clone()
                .select('envelope.id', 'id')
                .orderBy(column, fromEnd ? OPPOSITE[direction] : direction)
                .addOrderBy('envelope.id', fromEnd ? 'DESC' : 'ASC')
                .offset(offset)
                .limit(limit)
                .getRawMany<{ id: string }>(),
          });
    const found = page.length
      ? await this.dataSource.getRepository(EnvelopeEntity).findBy({ id: In(page.map((row) => row.id)) })
      : [];
    const byId = new Map(found.map((envelope) => [envelope.id, envelope]));
    const rows = page.flatMap((row) => byId.get(row.id) ?? []);

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
