import type { InputHTMLAttributes, ReactNode } from 'react';

import styles from './signing-viewer.module.css';

/**
 * One labelled input of the viewer's modals, in its row, with the problem to show under it (if
 * any) as an alert.
 */
export function ViewerField({
  id,
  label,
  problem,
  ...input
}: {
  id: string;
  label: ReactNode;
  problem?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <div className={styles.formRow}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
