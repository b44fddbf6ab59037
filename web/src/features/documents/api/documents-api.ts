import { TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import type { Envelope, Paged, ReceivedItem } from '../../../lib/envelopes/envelope-types.js';

export type SortDirection = 'asc' | 'desc';

export interface ListArgs {
  q: string;
  page: number;
  sort: SortDirection;
}

export interface ReceivedListArgs extends ListArgs {
  /** The recipient's own state ('' for all). */
  state: string;
  /** The envelope's state ('' for all). */
  envelopeState: string;
}

export interface EnvelopeListArgs extends ListArgs {
  /** filter[state]: one state or a comma-separated list. */
  state: string;
  include?: string;
}

const sortParam = (field: string, direction: SortDirection) => (direction === 'desc' ? `-${field}` : field);

/** Only what is set goes in the query string. */
const params = (entries: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined && value !== ''));

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Spec §7: GET envelopes/inbox (include, filter[state], filter[envelope.state], sort, q, page).
    listReceived: build.query<Paged<ReceivedItem>, ReceivedListArgs>({
      query: ({ q, page, sort, state, envelopeState }) => ({
        url: 'envelopes/inbox',
        params: params({
          include: 'envelope.recipients_stats',
          'filter[state]': state,
          'filter[envelope.state]': envelopeState,
          sort: sortParam('envelope.created_at', sort),
          q: q.trim(),
          page,
        }),
      }),
      providesTags: [TAGS.received],
      extraOptions: { handles: 'all' },
    }),
    // Spec §7: GET envelopes (include, filter[state], sort, q, page); drafts and templates by state.
    listEnvelopes: build.query<Paged<Envelope>, EnvelopeListArgs>({
      query: ({ q, page, sort, state, include }) => ({
        url: 'envelopes',
        params: params({
          include,
          'filter[state]': state,
          sort: sortParam('created_at', sort),
          q: q.trim(),
          page,
        }),
      }),
      providesTags: [TAGS.envelope],
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useListReceivedQuery, useListEnvelopesQuery } = documentsApi;
