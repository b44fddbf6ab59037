import { useTranslation } from 'react-i18next';

import { ActionIcon } from '../../../components/action-icon.js';
import { NoticeModal } from '../../../components/notice-modal.js';
import styles from './documents.module.css';

/** On a phone, editing a draft or using a template is offered on a computer only (spec §2). */
export function ComputerOnlyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeModal title={t('documents.computerOnly.title')} onClose={onClose}>
      <p className={styles.computerOnly}>
        <ActionIcon name="computer" size={28} />
        {t('documents.computerOnly.message')}
      </p>
    </NoticeModal>
  );
}
