import { useTranslation } from 'react-i18next';

import type { Document as WizardDocument } from '../../../api/rubrica-api.js';
import { conversionErrorKey } from '../utils/conversion-error-key.js';
import styles from './wizard.module.css';

/**
 * The envelope's documents whose conversion to PDF failed, each with why and what to do (install
 * LibreOffice, upload a PDF ...). Shown above every step, since the wizard goes on while an office
 * file converts and the failure arrives a moment later. Nothing when every document is fine.
 */
export function ConversionErrors({ documents }: { documents: WizardDocument[] }) {
  const { t } = useTranslation();
  const failed = documents.flatMap((document) => {
    const key = conversionErrorKey(document);
    return key ? [{ id: document.id, text: t(key, { name: document.name }) }] : [];
  });
  if (failed.length === 0) return null;
  return (
    <div role="alert" className={styles.errorBox} aria-label={t('wizard.documents.conversionErrors.title')}>
      {failed.map((item) => (
        <p key={item.id} className={styles.conversionError}>
          {item.text}
        </p>
      ))}
    </div>
  );
}
