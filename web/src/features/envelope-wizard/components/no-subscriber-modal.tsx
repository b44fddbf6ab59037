import { useTranslation } from 'react-i18next';

import { NoticeModal } from '../../../components/notice-modal.js';

/** Spec §4, §8: an envelope needs at least one signer. */
export function NoSubscriberModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeModal title={t('wizard.noSubscriber.title')} onClose={onClose}>
      <p>{t('wizard.noSubscriber.text')}</p>
    </NoticeModal>
  );
}
