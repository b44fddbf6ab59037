import type { ReactNode } from 'react';

import { Icon } from './icon.js';
import styles from './empty-state.module.css';

/** What a list shows when it has nothing: an icon, a text and maybe a way forward. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name="envelope" size={24} />
      </span>
      <p>{message}</p>
      {children}
    </div>
  );
}
