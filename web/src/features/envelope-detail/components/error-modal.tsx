import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';

/** The spec's error modal, titled as an operation-processing error (§2, modals). */
export function ErrorModal({ message, onClose }: { message?: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('envelopeDetail.errorModal.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <p>{message || t('alerts.generic')}</p>
    </Modal>
  );
}
