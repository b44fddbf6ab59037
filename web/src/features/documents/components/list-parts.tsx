import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ActionIcon, type ActionIconName } from '../../../components/action-icon.js';
import { Pagination } from '../../../components/pagination.js';
import { ProgressDots } from '../../../components/progress-dots.js';
import { SearchBox } from '../../../components/search-box.js';
import { StateBadge } from '../../../components/state-badge.js';
import { useIsMobile } from '../../../hooks/use-is-mobile.js';
import type { Envelope } from '../../../lib/envelopes/envelope-types.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import type { SortDirection } from '../api/documents-api.js';
import type { useListControls } from '../hooks/use-list-controls.js';
import styles from './documents.module.css';

/**
 * The search box of a tab, whatever else the tab puts beside it (filters) and, on a phone, where
 * the table's date heading is missing, the sort button.
 */
export function ListToolbar({ controls, children }: { controls: ListControls; children?: ReactNode }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <div className={styles.toolbar}>
      <SearchBox label={t('documents.search')} value={controls.search} onChange={controls.setSearch} />
      {children}
      {isMobile && <SortButton direction={controls.sort} onToggle={controls.toggleSort} />}
    </div>
  );
}

/** A date column heading that flips the sort (newest first by default). */
export function SortableHeader({
  label,
  direction,
  onToggle,
}: {
  label: string;
  direction: SortDirection;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <th aria-sort={direction === 'desc' ? 'descending' : 'ascending'}>
      <button type="button" className={styles.sortButton} onClick={onToggle}>
        {label}
        <ActionIcon name={direction === 'desc' ? 'sortDesc' : 'sortAsc'} size={14} />
        <span className="visually-hidden">
          {direction === 'desc' ? t('documents.sort.newestFirst') : t('documents.sort.oldestFirst')}
        </span>
      </button>
    </th>
  );
}

type ListControls = ReturnType<typeof useListControls>;

/**
 * A tab's table: its leading column headings, the sortable date heading, and the actions column
 * (named for screen readers only); after them the state heading when `withState`.
 */
type EnvelopeTableProps = {
  leading: ReactNode;
  sortLabel: string;
  withState?: boolean;
  controls: ListControls;
  children: ReactNode;
};

function EnvelopeTable({ leading, sortLabel, withState = true, controls, children }: EnvelopeTableProps) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {leading}
          <SortableHeader label={sortLabel} direction={controls.sort} onToggle={controls.toggleSort} />
          {withState && <th>{t('documents.columns.state')}</th>}
          <th>
            <span className="visually-hidden">{t('documents.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A tab's body: a loading line until the list answers, then its empty state when it has no items,
 * a card per item on a phone and a table row per item elsewhere.
 */
export function EnvelopeList<T extends { id: string }>({
  list,
  controls,
  empty,
  card,
  row,
  ...table
}: {
  list: { isLoading: boolean; data?: { data: readonly T[] } & ListPage };
  controls: ListControls;
  empty: ReactNode;
  card: (item: T) => ReactNode;
  row: (item: T) => ReactNode;
} & Omit<EnvelopeTableProps, 'children' | 'controls'>) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const items = list.data?.data ?? [];
  const each = (render: (item: T) => ReactNode) =>
    items.map((item) => <Fragment key={item.id}>{render(item)}</Fragment>);
  return (
    <>
      {list.isLoading ? (
        <p className={styles.loading}>{t('common.loading')}</p>
      ) : items.length === 0 ? (
        empty
      ) : isMobile ? (
        <ul className={styles.cards}>{each(card)}</ul>
      ) : (
        <EnvelopeTable {...table} controls={controls}>
          {each(row)}
        </EnvelopeTable>
      )}
      <ListPagination list={list} controls={controls} />
    </>
  );
}

/** A listed envelope's state: its badge and, while it is in transit, how many recipients are done. */
export function EnvelopeStateCell({ envelope }: { envelope: Pick<Envelope, 'state' | 'recipients_stats'> }) {
  const stats = envelope.recipients_stats;
  return (
    <span className={styles.stateCell}>
      <StateBadge kind="envelope" state={envelope.state} />
      {envelope.state === 'in-transit' && stats && <ProgressDots done={stats.done} total={stats.total} />}
    </span>
  );
}

/** The tab's pages, from the list's links (the page asked for until the list answers). */
type ListPage = { meta: { current_page: number }; links: { prev?: unknown; next?: unknown } };

function ListPagination({ list, controls }: { list: { data?: ListPage }; controls: ListControls }) {
  return (
    <Pagination
      page={list.data?.meta.current_page ?? controls.page}
      hasPrevious={Boolean(list.data?.links.prev)}
      hasNext={Boolean(list.data?.links.next)}
      onChange={controls.setPage}
    />
  );
}

/** On cards there is no column heading: the same sort as a button. */
export function SortButton({ direction, onToggle }: { direction: SortDirection; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.toolButton} onClick={onToggle}>
      <ActionIcon name={direction === 'desc' ? 'sortDesc' : 'sortAsc'} size={16} />
      {direction === 'desc' ? t('documents.sort.newestFirst') : t('documents.sort.oldestFirst')}
    </button>
  );
}

/** An icon button of a row, named for screen readers and with a tooltip. */
export function RowAction({
  icon,
  label,
  onClick,
  disabled,
}: {
  icon: ActionIconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.rowAction}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <ActionIcon name={icon} />
    </button>
  );
}

/**
 * Spec §8: a failed received, sent or template list shows a danger alert with the list's own
 * text and the server's message; a failed draft list is only logged.
 */
export const useListFailureAlert = (error: unknown, messageKey: ParseKeys | null): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!error || reportedByBaseQuery(error)) return;
    if (messageKey)
      dispatch(alertShown({ kind: 'danger', messageKey, values: { message: errorMessageOf(error) ?? '' } }));
    else console.error('Could not load the list', error);
  }, [error, messageKey, dispatch]);
};
