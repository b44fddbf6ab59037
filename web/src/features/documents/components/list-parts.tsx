import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ActionIcon, type ActionIconName } from '../../../components/action-icon.js';
import { SearchBox } from '../../../components/search-box.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import type { SortDirection } from '../api/documents-api.js';
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
