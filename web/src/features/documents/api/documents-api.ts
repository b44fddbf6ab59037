import type { EnvelopesInboxApiArg, EnvelopesListApiArg } from '../../../api/rubrica-api.js';

export { useEnvelopesInboxQuery, useEnvelopesListQuery } from '../../../api/envelopes.js';

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

const ascending = (direction: SortDirection) => direction === 'asc';

/** A comma-separated list as the generated client takes it; nothing for ''. */
const listOf = (value: string | undefined) => (value ? value.split(',') : undefined);

/** Only a search with words in it goes in the query string. */
const searchOf = (q: string) => q.trim() || undefined;

/** Spec §7: GET envelopes/inbox (include, filter[state], filter[envelope.state], sort, q, page). */
export const receivedListQuery = ({
  q,
  page,
  sort,
  state,
  envelopeState,
}: ReceivedListArgs): EnvelopesInboxApiArg => ({
  include: ['envelope.recipients_stats'],
  filter: { state: listOf(state), 'envelope.state': listOf(envelopeState) },
  sort: ascending(sort) ? 'envelope.created_at' : '-envelope.created_at',
  q: searchOf(q),
  page,
});

/** Spec §7: GET envelopes (include, filter[state], sort, q, page); drafts and templates by state. */
export const envelopeListQuery = ({
  q,
  page,
  sort,
  state,
  include,
}: EnvelopeListArgs): EnvelopesListApiArg => ({
  include: listOf(include),
  filter: { state: listOf(state) },
  sort: ascending(sort) ? 'created_at' : '-created_at',
  q: searchOf(q),
  page,
});
