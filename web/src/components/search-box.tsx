import { useId } from 'react';

import { ActionIcon } from './action-icon.js';
import styles from './search-box.module.css';

/** A labelled search input; callers debounce what they do with the value. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className={styles.icon}>
        <ActionIcon name="search" size={18} />
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
