import type { ReactNode } from 'react';

import styles from './wizard.module.css';

/**
 * A wizard step's card: its title (which names the section for readers) with what the step puts
 * beside it (`aside`: help, a picker), then the step itself.
 */
export function StepCard({
  step,
  title,
  aside,
  children,
}: {
  step: 'documents' | 'recipients' | 'fields' | 'review';
  title: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  const titleId = `wizard-${step}-title`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h1 id={titleId} className={styles.stepTitle}>
          {title}
        </h1>
        {aside}
      </div>
      {children}
    </section>
  );
}
