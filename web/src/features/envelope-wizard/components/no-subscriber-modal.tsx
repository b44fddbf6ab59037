import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';

/** Spec §4, §8: an envelope needs at least one signer. */
export function NoSubscriberModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('wizard.noSubscriber.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <p>{t('wizard.noSubscriber.text')}</p>
    </Modal>
  );
}
