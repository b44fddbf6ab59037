import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { usePublicRefuseMutation } from '../api/envelope-detail-api.js';
import styles from './envelope-detail.module.css';

/**
 * Reject with a reason (spec §5: required). A failure closes the modal with a danger alert that
 * carries the server's message (§8); a field error on the reason stays under the textarea.
 */
export function RejectModal({
  token,
  onClose,
  onRejected,
}: {
  token: string;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [reject, { isLoading }] = usePublicRefuseMutation();

  const onSubmit = async () => {
    if (reason.trim() === '') {
      setErrors([t('envelopeDetail.reject.reasonRequired')]);
      return;
    }
    const result = await reject({ token, body: { reason: reason.trim() } });
    if (!('error' in result)) return onRejected();
    const fieldErrors = fieldErrorsOf(result.error).reason;
    if (fieldErrors?.length) return setErrors(fieldErrors);
    onClose();
    if (reportedByBaseQuery(result.error)) return;
    dispatch(failureAlert('envelopeDetail.reject.failed', result.error));
  };

  return (
    <ConfirmModal
      title={t('envelopeDetail.reject.title')}
      confirmLabel={t('envelopeDetail.reject.confirm')}
      busy={isLoading}
      dismissable={!isLoading}
      onConfirm={() => void onSubmit()}
      onClose={onClose}
    >
      <div className={styles.form}>
        <label className={styles.field} htmlFor={`${id}-reason`}>
          {t('envelopeDetail.reject.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          rows={4}
          value={reason}
          required
          aria-invalid={errors.length > 0}
          aria-describedby={`${id}-reason-errors`}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors([]);
          }}
        />
        <span id={`${id}-reason-errors`} className={styles.fieldError}>
          {errors.join(' ')}
        </span>
      </div>
    </ConfirmModal>
  );
}
