import { useTranslation } from 'react-i18next';

import { ActionIcon } from './action-icon.js';
import styles from './sandbox-mark.module.css';

/** Marks a sandbox envelope; the tooltip says its data goes after 7 days (spec §9). */
export function SandboxMark() {
  const { t } = useTranslation();
  const text = t('envelopes.sandbox');
  return (
    <span className={styles.mark} title={text} role="img" aria-label={text}>
      <ActionIcon name="sandbox" size={16} />
    </span>
  );
}
