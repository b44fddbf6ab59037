import type { ReactNode } from 'react';

import styles from './list-page.module.css';
import { SearchBox } from './search-box.js';

/** A list's toolbar: the search box, taking the room left, then the list's own actions. */
export function SearchToolbar({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.searchSlot}>
        <SearchBox label={label} value={value} onChange={onChange} />
      </div>
      {children}
    </div>
  );
}
