import { useTranslation } from 'react-i18next';

import buttons from '../../../../components/button.module.css';
import { Modal } from '../../../../components/modal.js';
import styles from './plans.module.css';

/**
 * Corporate's "talk to us" (organization spec §2): a lead-capture form modal supplied by a
 * marketing-form provider, so the lead goes to that provider and never through our API. The
 * form is the provider's page, framed (`formUrl`, VITE_LEAD_FORM_URL; the build adds its origin
 * to the frame-src policy); with none configured the modal offers the sales contact instead.
 */
export function LeadCaptureModal({
  formUrl,
  contactHref,
  onClose,
}: {
  formUrl: string;
  contactHref: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writeUs = (
    <a className={`${buttons.button} ${buttons.primary}`} href={contactHref} target="_blank" rel="noreferrer">
      {t('billingPlans.leadForm.writeUs')}
    </a>
  );
  return (
    <Modal
      title={t('billingPlans.leadForm.title')}
      size={formUrl ? 'large' : 'small'}
      onClose={onClose}
      actions={formUrl ? undefined : writeUs}
    >
      <p>{t('billingPlans.leadForm.description')}</p>
      {formUrl ? (
        <iframe
          className={styles.leadForm}
          src={formUrl}
          title={t('billingPlans.leadForm.frameTitle')}
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className={styles.leadNote}>{t('billingPlans.leadForm.noForm')}</p>
      )}
    </Modal>
  );
}
