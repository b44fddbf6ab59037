import { useTranslation } from 'react-i18next';

import { ActionIcon } from './action-icon.js';
import styles from './pagination.module.css';

/** Previous / current / next over the spec's paged payload (links.next, links.prev, meta). */
export function Pagination({
  page,
  hasPrevious,
  hasNext,
  onChange,
}: {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button
        type="button"
        className={styles.button}
        disabled={!hasPrevious}
        onClick={() => onChange(page - 1)}
      >
        <ActionIcon name="chevronLeft" size={16} />
        {t('pagination.previous')}
      </button>
      <span className={styles.current} aria-current="page">
        {t('pagination.page', { page })}
      </span>
      <button type="button" className={styles.button} disabled={!hasNext} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
        <ActionIcon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
