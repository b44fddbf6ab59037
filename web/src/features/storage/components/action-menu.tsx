import type { ReactNode } from 'react';

import { useDisclosure } from '../../../hooks/use-disclosure.js';

import styles from './storage.module.css';

export interface MenuAction {
  key: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

/**
 * A button that opens a short list of actions (the New menu, each item's actions). Escape or a
 * click elsewhere closes it and gives focus back to the button.
 */
export function ActionMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  actions,
  align = 'end',
}: {
  trigger: ReactNode;
  /** The button's accessible name when `trigger` is only an icon. */
  triggerLabel?: string;
  triggerClassName?: string;
  actions: readonly MenuAction[];
  align?: 'start' | 'end';
}) {
  const { open, setOpen, panelId, root, button } = useDisclosure();

  return (
    <div ref={root} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && (
        <ul
          id={panelId}
          className={align === 'end' ? `${styles.menuPanel} ${styles.menuEnd}` : styles.menuPanel}
        >
          {actions.map((action) => (
            <li key={action.key}>
              <button
                type="button"
                className={styles.menuItem}
                disabled={action.disabled}
                onClick={() => {
                  setOpen(false);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
