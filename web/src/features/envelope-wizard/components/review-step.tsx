import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { SelectOptions } from '../../../components/select-options.js';
import { paths } from '../../../config/paths.js';
import { useSaveAsTemplate } from '../../../lib/envelopes/use-save-as-template.js';
import { DETAIL_LIMITS, useEnvelopeDetails } from '../hooks/use-envelope-details.js';
import { useSendEnvelope } from '../hooks/use-send-envelope.js';
import { REMINDER_HOURS, tomorrowText } from '../utils/deadline.js';
import { signersWithoutSignature } from '../utils/signers-without-signature.js';
import { stepHref } from '../utils/wizard-steps.js';
import { NoSubscriberModal } from './no-subscriber-modal.js';
import { StepActions } from './step-actions.js';
import styles from './wizard.module.css';
import { WizardField, wizardInputClass } from './wizard-field.js';
import { useRegisterSave, useWizard } from './wizard-context.js';
import { StepCard } from './step-card.js';

export { DETAIL_LIMITS } from '../hooks/use-envelope-details.js';

/**
 * Step 4 (spec §2, §4): the envelope's details, then send. Sending saves the details first
 * (PATCH) and is skipped for an envelope already in transit or expired. A signer without a
 * signature field is named here and blocks the send (the server refuses it too). The draft can
 * be saved as a template (§7); a template being edited is saved, never sent.
 */
export function ReviewStep() {
  const { t } = useTranslation();
  const { envelopeId, envelope, goTo } = useWizard();
  const [busy, setBusy] = useState(false);
  const [saveAsTemplate, savingTemplate] = useSaveAsTemplate();
  const isTemplate = envelope?.state === 'template';
  const unsigned = signersWithoutSignature(envelope);
  const details = useEnvelopeDetails(envelopeId, envelope);
  const { values, errors, invalid, pdfaError, save } = details;
  const { title, subject, message, deadline, reminder, pdfa } = values;
  const sending = useSendEnvelope({ envelopeId, envelope, blocked: unsigned.length > 0, save, setBusy });
  const { modal } = sending;

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

  const counter = (length: number, max: number) => (
    <span className={length > max ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
      {t('wizard.review.counter', { count: length, max })}
    </span>
  );

  // Title, subject and message: each with its counter; the message is the one written on lines.
  const detailField = (
    field: 'title' | 'subject' | 'message',
    label: string,
    value: string,
    onChange: (value: string) => void,
  ) => {
    const control = {
      id: `review-${field}`,
      className: wizardInputClass(errors[field]),
      value,
      'aria-invalid': !!errors[field],
    };
    return (
      <WizardField id={control.id} label={label} error={errors[field]}>
        {field === 'message' ? (
          <textarea {...control} rows={5} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...control} onChange={(event) => onChange(event.target.value)} />
        )}
        {counter(value.length, DETAIL_LIMITS[field])}
      </WizardField>
    );
  };

  return (
    <StepCard
      step="review"
      title={isTemplate ? t('wizard.review.templateTitle') : t('wizard.review.title')}
      aside={
        !isTemplate && (
          <Button
            variant="secondary"
            disabled={busy || invalid || savingTemplate}
            onClick={() => void onSaveAsTemplate()}
          >
            {t('wizard.review.saveAsTemplate')}
          </Button>
        )
      }
    >
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
          {detailField('title', `${t('wizard.review.envelopeTitle')} *`, title, details.setTitle)}
          {detailField('subject', t('wizard.review.subject'), subject, details.setSubject)}
          {detailField('message', t('wizard.review.message'), message, details.setMessage)}
          <div className={styles.inlineFields}>
            <WizardField id="review-deadline" label={t('wizard.review.deadline')} error={errors.deadline}>
              <input
                id="review-deadline"
                type="date"
                min={tomorrowText()}
                className={wizardInputClass(errors.deadline)}
                value={deadline}
                aria-invalid={!!errors.deadline}
                onChange={(event) => details.changeDeadline(event.target.value)}
              />
            </WizardField>
            <WizardField id="review-reminder" label={t('wizard.review.reminder')}>
              <select
                id="review-reminder"
                className={styles.input}
                value={deadline && reminder ? String(reminder) : ''}
                disabled={!deadline}
                onChange={(event) =>
                  details.setReminder(event.target.value ? Number(event.target.value) : null)
                }
              >
                <SelectOptions
                  values={REMINDER_HOURS}
                  label={(hours) => t(`wizard.review.reminders.h${hours}`)}
                  emptyLabel={t('wizard.review.noReminder')}
                />
              </select>
              {!deadline && <span className={styles.muted}>{t('wizard.review.reminderNeedsDeadline')}</span>}
            </WizardField>
          </div>
          {/* Envelopes spec §2: "PDF/A option when enabled". No setting turns it off yet, so it is always shown. */}
          <div className={styles.field}>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={pdfa}
                aria-describedby="review-pdfa-hint"
                onChange={(event) => details.setPdfa(event.target.checked)}
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
        onNext={() => void (isTemplate ? onSaveTemplate() : sending.send())}
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
          onClose={sending.closeModal}
          actions={
            <>
              <Button variant="secondary" onClick={sending.closeModal}>
                {t('common.close')}
              </Button>
              <Button onClick={() => goTo(paths.account.billing.plan.getHref({ tab: 'plans' }))}>
                {t('wizard.review.upgrade')}
              </Button>
            </>
          }
        >
          <p>{t('wizard.review.noCreditText')}</p>
          {sending.noCreditText && <p className={styles.muted}>{sending.noCreditText}</p>}
        </Modal>
      )}
      {modal === 'noSubscriber' && <NoSubscriberModal onClose={sending.closeModal} />}
    </StepCard>
  );
}
