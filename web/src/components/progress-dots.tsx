import { useTranslation } from 'react-i18next';

import styles from './progress-dots.module.css';

/** Spec §9: in-transit envelopes show 6 dots. */
export const PROGRESS_DOTS = 6;

/** How many of the 6 dots are filled for `done` of `total` recipients. */
export const filledDots = (done: number, total: number): number =>
  total > 0 ? Math.min(PROGRESS_DOTS, Math.round((Math.max(0, done) / total) * PROGRESS_DOTS)) : 0;

/** The progress of an in-transit envelope: done over total recipients, as 6 dots. */
export function ProgressDots({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const filled = filledDots(done, total);
  const label = t('envelopes.progress', { done, total });
  return (
    <span className={styles.dots} role="img" aria-label={label} title={label}>
      {Array.from({ length: PROGRESS_DOTS }, (_, index) => (
        <span key={index} className={index < filled ? `${styles.dot} ${styles.filled}` : styles.dot} />
      ))}
    </span>
  );
}
