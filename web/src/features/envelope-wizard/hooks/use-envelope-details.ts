import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useEnvelopesUpdateMutation } from '../api/wizard-api.js';
import type { EnvelopeDetailsInput, WizardEnvelope } from '../api/wizard-api.js';
import { deadlineToIso, isDeadlineValid, isoToDeadline } from '../utils/deadline.js';

/** Spec §5 and §9: title, subject and message limits. */
export const DETAIL_LIMITS = { title: 60, subject: 60, message: 500 } as const;

/**
 * Step 4's details of the envelope (title, subject, message, deadline, reminder, PDF/A), checked
 * as they are typed, and saved (PATCH) with the server's field errors placed under their fields.
 */
export function useEnvelopeDetails(envelopeId: string | undefined, envelope: WizardEnvelope | undefined) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [title, setTitle] = useState(envelope?.title === 'old' ? '' : (envelope?.title ?? ''));
  const [subject, setSubject] = useState(envelope?.subject ?? '');
  const [message, setMessage] = useState(envelope?.message ?? '');
  const [deadline, setDeadline] = useState(isoToDeadline(envelope?.expire_at));
  const [reminder, setReminder] = useState<number | null>(envelope?.action_reminder_frequency ?? null);
  const [pdfa, setPdfa] = useState(envelope?.metadata?.type?.pdfa === true);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [updateEnvelope] = useEnvelopesUpdateMutation();

  const tooLong = (text: string, field: keyof typeof DETAIL_LIMITS) =>
    text.length > DETAIL_LIMITS[field]
      ? t('wizard.review.errors.tooLong', { max: DETAIL_LIMITS[field] })
      : serverErrors[field]?.[0];
  const errors = {
    title: !title.trim() ? t('wizard.review.errors.titleRequired') : tooLong(title, 'title'),
    subject: tooLong(subject, 'subject'),
    message: tooLong(message, 'message'),
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
        dispatch(failureAlert('wizard.review.updateError', result.error));
      return false;
    }
    return true;
  };

  const changeDeadline = (value: string) => {
    setDeadline(value);
    if (!value) setReminder(null);
  };

  return {
    values: { title, subject, message, deadline, reminder, pdfa },
    setTitle,
    setSubject,
    setMessage,
    changeDeadline,
    setReminder,
    setPdfa,
    errors,
    invalid,
    pdfaError,
    save,
  };
}
