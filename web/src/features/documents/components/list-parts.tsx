import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ActionIcon, type ActionIconName } from '../../../components/action-icon.js';
import { Pagination } from '../../../components/pagination.js';
import { SearchBox } from '../../../components/search-box.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import type { SortDirection } from '../api/documents-api.js';
import type { useListControls } from '../hooks/use-list-controls.js';
import styles from './documents.module.css';

/** The search box of a tab, and whatever else the tab puts beside it (filters). */
export function ListToolbar({
  search,
  onSearch,
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <SearchBox label={t('documents.search')} value={search} onChange={onSearch} />
      {children}
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
export function EnvelopeTable({
  leading,
  sortLabel,
  withState = true,
  controls,
  children,
}: {
  leading: ReactNode;
  sortLabel: string;
  withState?: boolean;
  controls: ListControls;
  children: ReactNode;
}) {
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

/** The tab's pages, from the list's links (the page asked for until the list answers). */
export function ListPagination({
  list,
  controls,
}: {
  list: { data?: { meta: { current_page: number }; links: { prev?: unknown; next?: unknown } } };
  controls: ListControls;
}) {
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
