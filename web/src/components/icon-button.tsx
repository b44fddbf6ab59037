import { ActionIcon, type ActionIconName } from './action-icon.js';
import styles from './icon-button.module.css';

/** A row's small action shown as an icon; `label` is its accessible name. */
export function IconButton({
  icon,
  label,
  tone = 'primary',
  onClick,
}: {
  icon: ActionIconName;
  label: string;
  /** The hover colour: danger for removals. */
  tone?: 'primary' | 'danger';
  onClick: () => void;
}) {
  return (
    <button type="button" className={`${styles.button} ${styles[tone]}`} aria-label={label} onClick={onClick}>
      <ActionIcon name={icon} />
    </button>
  );
}
