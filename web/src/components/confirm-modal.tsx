import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from './button.js';
import { Modal } from './modal.js';

/**
 * A question before an action that cannot be undone: its text, cancel, and the action. With
 * `formId` the action submits that form (a form modal: the fields are the children). While
 * `dismissable` is false (a call running) neither cancel, ×, nor Escape closes it.
 */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  dismissable = true,
  formId,
  size,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The cancel button's text, when "Cancel" would read as the action (cancelling an envelope). */
  cancelLabel?: string;
  busy?: boolean;
  dismissable?: boolean;
  formId?: string;
  size?: 'small' | 'large';
  onConfirm?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      onClose={onClose}
      size={size}
      dismissable={dismissable}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={!dismissable}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button type={formId ? 'submit' : 'button'} form={formId} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
