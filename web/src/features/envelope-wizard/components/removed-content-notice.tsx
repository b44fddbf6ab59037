import { useTranslation } from 'react-i18next';

import type { RemovedContent } from '../api/wizard-api.js';
import styles from './wizard.module.css';

/**
 * What the upload took out of a document before its first hash (the document's `removed_content`),
 * in the reader's language: "Removido por segurança: 2 scripts; 1 arquivo anexado." Kinds this
 * client does not know yet are left out; nothing shows when nothing was removed.
 */
export function RemovedContentNotice({ removed }: { removed?: RemovedContent[] | null }) {
  const { t, i18n } = useTranslation();
  const items = (removed ?? [])
    .filter(({ kind }) => i18n.exists(`wizard.documents.removed.${kind}`, { count: 1 }))
    .map(({ kind, count }) => t(`wizard.documents.removed.${kind}`, { count }));
  if (!items.length) return null;
  return (
    <span className={styles.muted} role="note">
      {t('wizard.documents.removed.title', { items: items.join('; ') })}
    </span>
  );
}
