import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { paths } from '../../../config/paths.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useSaveAsTemplate } from '../../../lib/envelopes/use-save-as-template.js';
import { useSendWizardEnvelopeMutation, useUpdateWizardEnvelopeMutation } from '../api/wizard-api.js';
import type { EnvelopeDetailsInput } from '../api/wizard-types.js';
import {
  deadlineToIso,
  isDeadlineValid,
  isoToDeadline,
  REMINDER_HOURS,
  tomorrowText,
} from '../utils/deadline.js';
import { isSignerType } from '../utils/recipient-rules.js';
import { signersWithoutSignature } from '../utils/signers-without-signature.js';
import { stepHref } from '../utils/wizard-steps.js';
import { NoSubscriberModal } from './no-subscriber-modal.js';
import { StepActions } from './step-actions.js';
import styles from './wizard.module.css';
import { useRegisterSave, useWizard } from './wizard-context.js';

/** Spec §5 and §9: title, subject and message limits. */
export const DETAIL_LIMITS = { title: 60, subject: 60, message: 500 } as const;

/** Spec §8: the server's answer when the envelope has no signer (422 envelope.no_subscriber). */
const NO_SUBSCRIBER_MESSAGE = 'The envelope needs at least one signer.';

type Modal = 'sent' | 'noCredit' | 'noSubscriber' | null;

/**
 * Step 4 (spec §2, §4): the envelope's details, then send. Sending saves the details first
 * (PATCH) and is skipped for an envelope already in transit or expired. A signer without a
 * signature field is named here and blocks the send (the server refuses it too). The draft can
 * be saved as a template (§7); a template being edited is saved, never sent.
 */
export function ReviewStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { envelopeId, envelope, goTo } = useWizard();
  const [title, setTitle] = useState(envelope?.title === 'old' ? '' : (envelope?.title ?? ''));
  const [subject, setSubject] = useState(envelope?.subject ?? '');
  const [message, setMessage] = useState(envelope?.message ?? '');
  const [deadline, setDeadline] = useState(isoToDeadline(envelope?.expire_at));
  const [reminder, setReminder] = useState<number | null>(envelope?.action_reminder_frequency ?? null);
  const [pdfa, setPdfa] = useState(envelope?.metadata?.type?.pdfa === true);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [modal, setModal] = useState<Modal>(null);
  const [noCreditText, setNoCreditText] = useState('');
  const [busy, setBusy] = useState(false);
  const [updateEnvelope] = useUpdateWizardEnvelopeMutation();
  const [sendEnvelope] = useSendWizardEnvelopeMutation();
  const [saveAsTemplate, savingTemplate] = useSaveAsTemplate();
  const isTemplate = envelope?.state === 'template';
  const unsigned = signersWithoutSignature(envelope);

  const errors = {
    title: !title.trim()
      ? t('wizard.review.errors.titleRequired')
      : title.length > DETAIL_LIMITS.title
        ? t('wizard.review.errors.tooLong', { max: DETAIL_LIMITS.title })
        : serverErrors.title?.[0],
    subject:
      subject.length > DETAIL_LIMITS.subject
        ? t('wizard.review.errors.tooLong', { max: DETAIL_LIMITS.subject })
        : serverErrors.subject?.[0],
    message:
      message.length > DETAIL_LIMITS.message
        ? t('wizard.review.errors.tooLong', { max: DETAIL_LIMITS.message })
        : serverErrors.message?.[0],
    deadline: !isDeadlineValid(deadline) ? t('wizard.review.errors.deadline') : serverErrors.expire_at?.[0],
  };
  const invalid = Object.values(errors).some(Boolean);
  const pdfaError = serverErrors['metadata.type.pdfa']?.[0] ?? serverErrors.metadata?.[0];

  const details = (): EnvelopeDetailsInput => ({
    title: title.trim(),
    subject: subject.trim() || null,
    message: message.trim() || null,
    expire_at: deadlineToIso(deadline),
    // Spec §5: a reminder needs a deadline.
    action_reminder_frequency: deadline ? reminder : null,
    // Kept with the envelope's other metadata (envelopes spec §3, metadata.type.pdfa).
    metadata: { ...envelope?.metadata, type: { ...envelope?.metadata?.type, pdfa } },
  });

  const save = async (): Promise<boolean> => {
    if (!envelopeId || invalid) return false;
    setServerErrors({});
    const result = await updateEnvelope({ id: envelopeId, body: details() });
    if ('error' in result) {
      const fieldErrors = fieldErrorsOf(result.error);
      if (Object.keys(fieldErrors).length > 0) setServerErrors(fieldErrors);
      else if (!reportedByBaseQuery(result.error))
        dispatch(
          alertShown({
            kind: 'danger',
            messageKey: 'wizard.review.updateError',
            values: { message: errorMessageOf(result.error) ?? '' },
          }),
        );
      return false;
    }
    return true;
  };

  useRegisterSave(save);

  const onSaveAsTemplate = async () => {
    if (!envelopeId) return;
    setBusy(true);
    try {
      if (await save()) await saveAsTemplate(envelopeId);
    } finally {
      setBusy(false);
    }
  };

  const onSaveTemplate = async () => {
    setBusy(true);
    const saved = await save().finally(() => setBusy(false));
    if (saved) goTo(paths.business.documents.template.getHref());
  };

  const onSend = async () => {
    if (!envelopeId || !envelope || unsigned.length > 0) return;
    if (!(envelope.recipients ?? []).some((recipient) => isSignerType(recipient.type))) {
      setModal('noSubscriber');
      return;
    }
    setBusy(true);
    try {
      if (!(await save())) return;
      // Spec §4: sending is skipped when the envelope is already in transit or expired.
      if (envelope.state !== 'in-transit' && envelope.state !== 'expired') {
        const result = await sendEnvelope(envelopeId);
        if ('error' in result) {
          const status = statusOf(result.error);
          const text = errorMessageOf(result.error) ?? '';
          // A 422 names what blocks the send (e.g. the PDF/A field rule, envelopes spec §5).
          const detail = Object.values(fieldErrorsOf(result.error)).flat()[0];
          if (status === 402) {
            setNoCreditText(text);
            setModal('noCredit');
          } else if (status === 422 && (text === NO_SUBSCRIBER_MESSAGE || text === 'envelope.no_subscriber'))
            setModal('noSubscriber');
          else if (!reportedByBaseQuery(result.error))
            dispatch(
              alertShown({
                kind: 'danger',
                messageKey: 'wizard.review.sendError',
                values: { message: detail ?? text },
              }),
            );
          return;
        }
      }
      setModal('sent');
    } finally {
      setBusy(false);
    }
  };

  const counter = (length: number, max: number) => (
    <span className={length > max ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
      {t('wizard.review.counter', { count: length, max })}
    </span>
  );

  return (
    <section className={styles.card} aria-labelledby="wizard-review-title">
      <div className={styles.cardHead}>
        <h1 id="wizard-review-title" className={styles.stepTitle}>
          {isTemplate ? t('wizard.review.templateTitle') : t('wizard.review.title')}
        </h1>
        {!isTemplate && (
          <Button
            variant="secondary"
            disabled={busy || invalid || savingTemplate}
            onClick={() => void onSaveAsTemplate()}
          >
            {t('wizard.review.saveAsTemplate')}
          </Button>
        )}
      </div>
      {unsigned.length > 0 && (
        <div role="alert" className={styles.errorBox}>
          <p>{t('wizard.review.signatureRule', { names: unsigned.join(', ') })}</p>
          {envelopeId && (
            <Button variant="secondary" onClick={() => goTo(stepHref('fields', envelopeId))}>
              {t('wizard.review.toFields')}
            </Button>
          )}
        </div>
      )}
      <div className={styles.reviewLayout}>
        <div className={styles.reviewForm}>
          <div className={styles.field}>
            <label htmlFor="review-title" className={styles.label}>
              {t('wizard.review.envelopeTitle')} *
            </label>
            <input
              id="review-title"
              className={errors.title ? `${styles.input} ${styles.inputInvalid}` : styles.input}
              value={title}
              aria-invalid={!!errors.title}
              onChange={(event) => setTitle(event.target.value)}
            />
            {counter(title.length, DETAIL_LIMITS.title)}
            {errors.title && <span className={styles.fieldError}>{errors.title}</span>}
          </div>
          <div className={styles.field}>
            <label htmlFor="review-subject" className={styles.label}>
              {t('wizard.review.subject')}
            </label>
            <input
              id="review-subject"
              className={errors.subject ? `${styles.input} ${styles.inputInvalid}` : styles.input}
              value={subject}
              aria-invalid={!!errors.subject}
              onChange={(event) => setSubject(event.target.value)}
            />
            {counter(subject.length, DETAIL_LIMITS.subject)}
            {errors.subject && <span className={styles.fieldError}>{errors.subject}</span>}
          </div>
          <div className={styles.field}>
            <label htmlFor="review-message" className={styles.label}>
              {t('wizard.review.message')}
            </label>
            <textarea
              id="review-message"
              rows={5}
              className={errors.message ? `${styles.input} ${styles.inputInvalid}` : styles.input}
              value={message}
              aria-invalid={!!errors.message}
              onChange={(event) => setMessage(event.target.value)}
            />
            {counter(message.length, DETAIL_LIMITS.message)}
            {errors.message && <span className={styles.fieldError}>{errors.message}</span>}
          </div>
          <div className={styles.inlineFields}>
            <div className={styles.field}>
              <label htmlFor="review-deadline" className={styles.label}>
                {t('wizard.review.deadline')}
              </label>
              <input
                id="review-deadline"
                type="date"
                min={tomorrowText()}
                className={errors.deadline ? `${styles.input} ${styles.inputInvalid}` : styles.input}
                value={deadline}
                aria-invalid={!!errors.deadline}
                onChange={(event) => {
                  setDeadline(event.target.value);
                  if (!event.target.value) setReminder(null);
                }}
              />
              {errors.deadline && <span className={styles.fieldError}>{errors.deadline}</span>}
            </div>
            <div className={styles.field}>
              <label htmlFor="review-reminder" className={styles.label}>
                {t('wizard.review.reminder')}
              </label>
              <select
                id="review-reminder"
                className={styles.input}
                value={deadline && reminder ? String(reminder) : ''}
                disabled={!deadline}
                onChange={(event) => setReminder(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t('wizard.review.noReminder')}</option>
                {REMINDER_HOURS.map((hours) => (
                  <option key={hours} value={hours}>
                    {t(`wizard.review.reminders.h${hours}`)}
                  </option>
                ))}
              </select>
              {!deadline && <span className={styles.muted}>{t('wizard.review.reminderNeedsDeadline')}</span>}
            </div>
          </div>
          {/* Envelopes spec §2: "PDF/A option when enabled". No setting turns it off yet, so it is always shown. */}
          <div className={styles.field}>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={pdfa}
                aria-describedby="review-pdfa-hint"
                onChange={(event) => setPdfa(event.target.checked)}
              />
              {t('wizard.review.pdfa')}
            </label>
            <span id="review-pdfa-hint" className={styles.muted}>
              {t('wizard.review.pdfaHint')}
            </span>
            {pdfaError && <span className={styles.fieldError}>{pdfaError}</span>}
          </div>
        </div>
        <aside className={styles.summary} aria-label={t('wizard.review.summary')}>
          <h2 className={styles.paletteTitle}>{t('wizard.review.documents')}</h2>
          <ul className={styles.summaryList}>
            {(envelope?.documents ?? []).map((document) => (
              <li key={document.id}>{document.name}</li>
            ))}
          </ul>
          <h2 className={styles.paletteTitle}>{t('wizard.review.recipients')}</h2>
          <ul className={styles.summaryList}>
            {(envelope?.recipients ?? []).map((recipient) => (
              <li key={recipient.id}>
                {recipient.routing_order != null && `${recipient.routing_order}. `}
                {recipient.addressees[0]?.name} · {t(`envelopes.recipientTypes.${recipient.type}`)}
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <StepActions
        backLabel={t('wizard.back')}
        onBack={() => envelopeId && void save().then((ok) => ok && goTo(stepHref('fields', envelopeId)))}
        nextLabel={isTemplate ? t('wizard.review.saveTemplate') : t('wizard.review.send')}
        nextDisabled={busy || invalid || (!isTemplate && unsigned.length > 0)}
        busy={busy}
        onNext={() => void (isTemplate ? onSaveTemplate() : onSend())}
      />

      {modal === 'sent' && (
        <Modal
          title={t('wizard.review.sentTitle')}
          onClose={() => goTo(paths.business.documents.sent.getHref())}
          actions={
            <Button onClick={() => goTo(paths.business.documents.sent.getHref())}>{t('common.close')}</Button>
          }
        >
          <p>{t('wizard.review.sentText')}</p>
        </Modal>
      )}
      {modal === 'noCredit' && (
        <Modal
          title={t('wizard.review.noCreditTitle')}
          onClose={() => setModal(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setModal(null)}>
                {t('common.close')}
              </Button>
              <Button onClick={() => goTo(paths.account.billing.plan.getHref({ tab: 'plans' }))}>
                {t('wizard.review.upgrade')}
              </Button>
            </>
          }
        >
          <p>{t('wizard.review.noCreditText')}</p>
          {noCreditText && <p className={styles.muted}>{noCreditText}</p>}
        </Modal>
      )}
      {modal === 'noSubscriber' && <NoSubscriberModal onClose={() => setModal(null)} />}
    </section>
  );
}
