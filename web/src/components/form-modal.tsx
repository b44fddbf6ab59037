import { useId, type FormEvent, type ReactNode } from 'react';

import { ConfirmModal } from './confirm-modal.js';
import form from './form.module.css';

/**
 * A modal around a form: its fields are the children, cancel closes it and the action submits it
 * (the browser's own validation is off: the form says what is wrong under each field).
 */
export function FormModal({
  title,
  submitLabel,
  busy = false,
  size,
  formClassName = form.form,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy?: boolean;
  size?: 'small' | 'large';
  formClassName?: string;
  onSubmit: (event: FormEvent) => Promise<void> | void;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = `${useId()}-form`;
  const modal = { title, confirmLabel: submitLabel, busy, formId, size, onClose };
  return (
    <ConfirmModal {...modal}>
      <form id={formId} className={formClassName} noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
      </form>
    </ConfirmModal>
  );
}
