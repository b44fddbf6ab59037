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

/** A comma-separated list as the generated client takes it; nothing for ''. */
const listOf = (value: string | undefined) => (value ? value.split(',') : undefined);

/**
 * A list's search, page and date order as the generated client takes them, newest first unless
 * asked otherwise; only a search with words in it goes in the query string.
 */
const pageQuery = <Field extends string>({ q, page, sort }: ListArgs, dateField: Field) => ({
  sort: sort === 'asc' ? dateField : (`-${dateField}` as const),
  q: q.trim() || undefined,
  page,
});

/** Spec §7: GET envelopes/inbox (include, filter[state], filter[envelope.state], sort, q, page). */
export const receivedListQuery = ({
  state,
  envelopeState,
  ...list
}: ReceivedListArgs): EnvelopesInboxApiArg => ({
  include: ['envelope.recipients_stats'],
  filter: { state: listOf(state), 'envelope.state': listOf(envelopeState) },
  ...pageQuery(list, 'envelope.created_at'),
});

/** Spec §7: GET envelopes (include, filter[state], sort, q, page); drafts and templates by state. */
export const envelopeListQuery = ({ state, include, ...list }: EnvelopeListArgs): EnvelopesListApiArg => ({
  include: listOf(include),
  filter: { state: listOf(state) },
  ...pageQuery(list, 'created_at'),
});
