import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { Modal } from '../../../components/modal.js';
import { NoticeModal } from '../../../components/notice-modal.js';
import { StateBadge } from '../../../components/state-badge.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import type { RecipientView, ViewIdentifier } from '../../../lib/envelopes/recipient-view.js';
import { sortedRecipients } from '../../../lib/envelopes/sorted-recipients.js';
import { deadlineLine } from '../utils/deadline-line.js';
import { isValidCpf, maskCpf } from '../../../lib/is-valid-cpf.js';
import { stateDescriptionKey } from '../utils/state-description-key.js';
import styles from './signing-viewer.module.css';
import { ViewerField } from './viewer-field.js';

/** The deadline line (spec §2): which deadline this recipient has, or none. */
export function DeadlineText({ view }: { view: RecipientView }) {
  const { t, i18n } = useTranslation();
  const line = deadlineLine(view, view.recipient.type);
  if (line.key === 'noDeadline') return <>{t('signingViewer.deadline.noDeadline')}</>;
  return <>{t(`signingViewer.deadline.${line.key}`, { date: formatDate(line.date, i18n.language, true) })}</>;
}

/** Opens once the envelope is loaded (spec §2): who sent it, until when, who takes part, its state. */
export function InfoModal({ view, onClose }: { view: RecipientView; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeModal
      title={t('signingViewer.info.title')}
      closeLabel={t('signingViewer.info.continue')}
      onClose={onClose}
    >
      <dl className={styles.facts}>
        <dt>{t('signingViewer.info.sender')}</dt>
        <dd>{view.sender?.name ?? '—'}</dd>
        <dt>{t('signingViewer.info.deadline')}</dt>
        <dd data-testid="deadline-line">
          <DeadlineText view={view} />
        </dd>
        <dt>{t('signingViewer.info.state')}</dt>
        <dd>
          <StateBadge kind="envelope" state={view.state} />{' '}
          <span className={styles.muted}>{t(stateDescriptionKey(view), { defaultValue: '' })}</span>
        </dd>
      </dl>
      <h3 className={styles.subTitle}>{t('signingViewer.info.recipients')}</h3>
      <ul className={styles.recipientList}>
        {sortedRecipients(view.recipients).map((recipient) => (
          <li key={recipient.id}>
            <span>{recipient.addressees[0]?.name ?? '—'}</span>
            <span className={styles.muted}>{t(`envelopes.recipientTypes.${recipient.type}`)}</span>
            <StateBadge kind="recipient" state={recipient.state} recipientType={recipient.type} />
          </li>
        ))}
      </ul>
    </NoticeModal>
  );
}

/** Reject with a required reason, or, for the sender, cancel (spec §4 and §5, "Reject"). */
export function RefuseModal({
  cancelling,
  busy,
  onConfirm,
  onClose,
}: {
  cancelling: boolean;
  busy: boolean;
  onConfirm: (reason?: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  if (cancelling) {
    return (
      <ConfirmModal
        title={t('signingViewer.cancel.title')}
        confirmLabel={t('signingViewer.cancel.confirm')}
        cancelLabel={t('signingViewer.cancel.keep')}
        busy={busy}
        onConfirm={() => onConfirm()}
        onClose={onClose}
      >
        <p>{t('signingViewer.cancel.text')}</p>
      </ConfirmModal>
    );
  }
  return (
    <ConfirmModal
      title={t('signingViewer.reject.title')}
      confirmLabel={t('signingViewer.reject.confirm')}
      busy={busy || missing}
      onConfirm={() => {
        setTouched(true);
        if (!missing) onConfirm(reason.trim());
      }}
      onClose={onClose}
    >
      <label htmlFor={id} className={styles.label}>
        {t('signingViewer.reject.reason')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={reason}
        maxLength={500}
        required
        aria-invalid={touched && missing}
        onBlur={() => setTouched(true)}
        onChange={(event) => setReason(event.target.value)}
      />
      {touched && missing && (
        <p role="alert" className={styles.error}>
          {t('signingViewer.reject.reasonRequired')}
        </p>
      )}
    </ConfirmModal>
  );
}

/** Identifiers other than the photo that the recipient still has to give (CPF and others). */
export function IdentifiersModal({
  identifiers,
  busy,
  errors,
  onSubmit,
  onClose,
}: {
  identifiers: ViewIdentifier[];
  busy: boolean;
  errors: Record<string, string>;
  onSubmit: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const problems = Object.fromEntries(
    identifiers.map((identifier) => {
      const value = (values[identifier.code] ?? '').trim();
      if (!value) return [identifier.code, t('signingViewer.identifiers.required')];
      // Spec §5, CPF.
      if (identifier.code === 'CPF' && !isValidCpf(value))
        return [identifier.code, t('signingViewer.identifiers.invalidCpf')];
      return [identifier.code, null];
    }),
  );
  const invalid = Object.values(problems).some(Boolean);
  return (
    <ConfirmModal
      title={t('signingViewer.identifiers.title')}
      confirmLabel={t('signingViewer.identifiers.confirm')}
      busy={busy || invalid}
      onConfirm={() => onSubmit(values)}
      onClose={onClose}
    >
      {identifiers.map((identifier) => {
        const value = values[identifier.code] ?? '';
        const problem = value ? problems[identifier.code] : null;
        const shown = errors[identifier.code] ?? problem;
        return (
          <ViewerField
            key={identifier.code}
            id={`${id}-${identifier.code}`}
            label={identifier.title ?? identifier.code}
            problem={shown}
            value={value}
            inputMode={identifier.code === 'CPF' ? 'numeric' : undefined}
            placeholder={identifier.code === 'CPF' ? '000.000.000-00' : undefined}
            onChange={(event) =>
              setValues({
                ...values,
                [identifier.code]:
                  identifier.code === 'CPF' ? maskCpf(event.target.value) : event.target.value,
              })
            }
          />
        );
      })}
    </ConfirmModal>
  );
}

export type Outcome = 'requestSent' | 'failed' | 'done' | 'approved' | 'followed' | 'rejected' | 'cancelled';

/**
 * What acting ended in (spec §4, step 3): the request was accepted; it failed (retry); the signer
 * is done or the approver approved; or the envelope was rejected or cancelled. Visitors without an
 * account are then offered to sign in or create one (spec §6).
 */
export function OutcomeModal({
  outcome,
  message,
  showAccountButtons,
  signInHref,
  signUpHref,
  onRetry,
  onClose,
}: {
  outcome: Outcome;
  /** A more specific text than the outcome's own (a qualified signature's failure). */
  message?: string | null;
  showAccountButtons: boolean;
  signInHref: string;
  signUpHref: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const final = outcome !== 'requestSent' && outcome !== 'failed';
  return (
    <Modal
      title={t(`signingViewer.outcome.${outcome}.title`)}
      onClose={onClose}
      actions={
        <>
          {final && showAccountButtons && (
            <>
              <a className={styles.linkButton} href={signUpHref}>
                {t('signingViewer.outcome.createAccount')}
              </a>
              <a className={styles.linkButton} href={signInHref}>
                {t('signingViewer.outcome.signIn')}
              </a>
            </>
          )}
          {outcome === 'failed' && <Button onClick={onRetry}>{t('signingViewer.outcome.retry')}</Button>}
          <Button variant={outcome === 'failed' ? 'secondary' : 'primary'} onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <p>{message ?? t(`signingViewer.outcome.${outcome}.text`)}</p>
    </Modal>
  );
}
