import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from './icon.js';
import styles from './modal.module.css';

/**
 * A modal dialog: title, body and a row of actions. Escape and the close button call `onClose`
 * unless `dismissable` is false; focus moves into the dialog when it opens.
 */
export function Modal({
  title,
  children,
  actions,
  onClose,
  dismissable = true,
  size = 'small',
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  dismissable?: boolean;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.focus();
  }, []);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && dismissable) onClose();
        }}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissable && (
            <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
              <Icon name="close" size={18} />
            </button>
          )}
        </header>
        {children && <div className={styles.body}>{children}</div>}
        {actions && <footer className={styles.actions}>{actions}</footer>}
      </div>
    </div>
  );
}
