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

/** The paged answer's own fields Pagination reads (lists answer `data`, `links`, `meta`). */
interface PagedAnswer {
  links: { next: string | null; prev: string | null };
  meta: { current_page: number };
}

/** Pagination for a list answer as it came (nothing until it has). */
export function PageNav({ of, onChange }: { of: PagedAnswer | undefined; onChange: (page: number) => void }) {
  if (!of) return null;
  return (
    <Pagination
      page={of.meta.current_page}
      hasPrevious={Boolean(of.links.prev)}
      hasNext={Boolean(of.links.next)}
      onChange={onChange}
    />
  );
}
