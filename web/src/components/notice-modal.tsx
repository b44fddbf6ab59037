import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from './button.js';
import { Modal } from './modal.js';

/** A modal that only tells something: its text and one button that closes it ("OK" unless named). */
export function NoticeModal({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{closeLabel ?? t('common.ok')}</Button>}
    >
      {children}
    </Modal>
  );
}
