import type { ReactNode } from 'react';

import styles from './wizard.module.css';

/** A wizard input's class: marked invalid while it has an error. */
export const wizardInputClass = (error: string | undefined) =>
  error ? `${styles.input} ${styles.inputInvalid}` : styles.input;

/** A labelled field of a wizard step: the control (and what goes with it), then its error. */
export function WizardField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error && <span className={styles.fieldError}>{error}</span>}
    </div>
  );
}
