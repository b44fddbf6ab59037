import { useTranslation } from 'react-i18next';

import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import styles from './documents.module.css';

/** On a phone, editing a draft or using a template is offered on a computer only (spec §2). */
export function ComputerOnlyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('documents.computerOnly.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <p className={styles.computerOnly}>
        <ActionIcon name="computer" size={28} />
        {t('documents.computerOnly.message')}
      </p>
    </Modal>
  );
}
