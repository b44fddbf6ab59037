import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ConfirmActions } from '../../../components/confirm-modal.js';
import { Modal } from '../../../components/modal.js';
import type { Recipient } from '../../../lib/envelopes/envelope-types.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useRecipientsUpdateMutation } from '../api/envelope-detail-api.js';
import { isEmail } from '../utils/is-email.js';
import styles from './envelope-detail.module.css';
import { ErrorModal } from './error-modal.js';

type FieldErrors = { name?: string[]; email?: string[] };

/** Server field names that belong to the e-mail input. */
const EMAIL_FIELDS = ['email', 'value', 'addressees', 'addressees.0.value', 'addressees.0'];

const placeFieldErrors = (errors: Record<string, string[]>): FieldErrors => ({
  name: [...(errors.name ?? []), ...(errors['addressees.0.name'] ?? [])],
  email: EMAIL_FIELDS.flatMap((field) => errors[field] ?? []),
});

/**
 * Edit a waiting recipient in two steps (spec §2, modals): name and e-mail (both required, the
 * e-mail valid; Next stays disabled until they are), then a comparison of the current and the
 * modified values, then send.
 */
export function EditRecipientModal({
  envelopeId,
  recipient,
  onClose,
}: {
  envelopeId: string;
  recipient: Recipient;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const current = recipient.addressees[0]!;
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [name, setName] = useState(current.name);
  const [email, setEmail] = useState(current.value);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useRecipientsUpdateMutation();

  const nameError = name.trim() === '' ? t('envelopeDetail.editRecipient.nameRequired') : null;
  const emailError =
    email.trim() === ''
      ? t('envelopeDetail.editRecipient.emailRequired')
      : isEmail(email)
        ? null
        : t('envelopeDetail.editRecipient.emailInvalid');
  const invalid = Boolean(nameError || emailError);

  const onSend = async () => {
    const result = await update({
      envelopeId,
      recipientId: recipient.id,
      body: {
        name: name.trim(),
        addressees: [
          { ...current, name: name.trim(), value: email.trim() },
          ...recipient.addressees.slice(1),
        ],
      },
    });
    if (!('error' in result)) {
      dispatch(alertShown({ kind: 'success', messageKey: 'envelopeDetail.editRecipient.saved' }));
      onClose();
      return;
    }
    if (statusOf(result.error) === 422) {
      setServerErrors(placeFieldErrors(fieldErrorsOf(result.error)));
      setStep('edit');
      return;
    }
    if (reportedByBaseQuery(result.error)) onClose();
    else setFailure(errorMessageOf(result.error) ?? '');
  };

  if (failure !== null) return <ErrorModal message={failure} onClose={onClose} />;

  const errorsFor = (local: string | null, server: string[] | undefined) => [
    ...(local ? [local] : []),
    ...(server ?? []),
  ];
  const nameErrors = errorsFor(nameError, serverErrors.name);
  const emailErrors = errorsFor(emailError, serverErrors.email);

  // The edit step goes on to the confirmation; the confirmation sends, or goes back to the edit.
  const actions =
    step === 'edit'
      ? {
          confirmLabel: t('envelopeDetail.editRecipient.next'),
          busy: invalid,
          onConfirm: () => setStep('confirm'),
          onClose,
        }
      : {
          confirmLabel: t('envelopeDetail.editRecipient.send'),
          cancelLabel: t('envelopeDetail.editRecipient.back'),
          busy: isLoading,
          dismissable: !isLoading,
          onConfirm: () => void onSend(),
          onClose: () => setStep('edit'),
        };
  return (
    <Modal
      title={t('envelopeDetail.editRecipient.title')}
      onClose={onClose}
      dismissable={!isLoading}
      actions={<ConfirmActions {...actions} />}
    >
      {step === 'edit' ? (
        <div className={styles.form}>
          <EditField
            id={`${id}-name`}
            label={t('envelopeDetail.editRecipient.name')}
            value={name}
            errors={nameErrors}
            onValue={(value) => (setName(value), setServerErrors({ ...serverErrors, name: [] }))}
          />
          <EditField
            id={`${id}-email`}
            type="email"
            label={t('envelopeDetail.editRecipient.email')}
            value={email}
            errors={emailErrors}
            onValue={(value) => (setEmail(value), setServerErrors({ ...serverErrors, email: [] }))}
          />
        </div>
      ) : (
        <table className={styles.compare}>
          <caption className="visually-hidden">{t('envelopeDetail.editRecipient.compare')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('envelopeDetail.editRecipient.field')}</span>
              </th>
              <th scope="col">{t('envelopeDetail.editRecipient.current')}</th>
              <th scope="col">{t('envelopeDetail.editRecipient.modified')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('envelopeDetail.editRecipient.name')}</th>
              <td>{current.name}</td>
              <td>{name.trim()}</td>
            </tr>
            <tr>
              <th scope="row">{t('envelopeDetail.editRecipient.email')}</th>
              <td>{current.value}</td>
              <td>{email.trim()}</td>
            </tr>
          </tbody>
        </table>
      )}
    </Modal>
  );
}

function FieldErrorList({ id, messages }: { id: string; messages: string[] }) {
  return (
    <span id={id} className={styles.fieldError}>
      {messages.join(' ')}
    </span>
  );
}

/** One input of the edit step, described by its errors under it. */
function EditField({
  id,
  type,
  label,
  value,
  errors,
  onValue,
}: {
  id: string;
  type?: 'email';
  label: string;
  value: string;
  errors: string[];
  onValue: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className={styles.field}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={styles.input}
        value={value}
        aria-invalid={errors.length > 0}
        aria-describedby={`${id}-errors`}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldErrorList id={`${id}-errors`} messages={errors} />
    </>
  );
}
