import type { ReactNode } from 'react';

import styles from './envelope-detail.module.css';

/** A card of the envelope's detail, named by its heading. */
export function DetailCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
