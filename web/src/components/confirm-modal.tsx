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
  /** The action is disabled: a call is running, or what it needs is not there yet. */
  busy?: boolean;
  dismissable?: boolean;
  formId?: string;
  size?: 'small' | 'large';
  onConfirm?: () => void;
  onClose: () => void;
}) {
  const actions = { confirmLabel, cancelLabel, busy, dismissable, formId, onConfirm, onClose };
  return (
    <Modal
      title={title}
      onClose={onClose}
      size={size}
      dismissable={dismissable}
      actions={<ConfirmActions {...actions} />}
    >
      {children}
    </Modal>
  );
}

/**
 * A confirm modal's footer on its own, for a modal that shows it only in some of its states (the
 * others keep the same dialog, without it).
 */
export function ConfirmActions({
  confirmLabel,
  cancelLabel,
  busy = false,
  dismissable = true,
  formId,
  onConfirm,
  onClose,
}: {
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  dismissable?: boolean;
  formId?: string;
  onConfirm?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={!dismissable}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type={formId ? 'submit' : 'button'} form={formId} onClick={onConfirm} disabled={busy}>
        {confirmLabel}
      </Button>
    </>
  );
}
