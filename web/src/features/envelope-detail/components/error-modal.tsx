import { useTranslation } from 'react-i18next';

import { NoticeModal } from '../../../components/notice-modal.js';

/** The spec's error modal, titled as an operation-processing error (§2, modals). */
export function ErrorModal({ message, onClose }: { message?: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeModal title={t('envelopeDetail.errorModal.title')} onClose={onClose}>
      <p>{message || t('alerts.generic')}</p>
    </NoticeModal>
  );
}
