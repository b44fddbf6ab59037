import { addFieldError as add, type FieldErrors } from './field-errors.js';
import { DeliveryVia } from './envelope-vocabulary.js';

/** Section 9 limits. */
export const ENVELOPE_LIMITS = {
  titleMax: 60,
  subjectMax: 60,
  messageMax: 500,
  creationTitleCut: 50,
  maxDocuments: 25,
  reminderHours: [24, 72, 120] as readonly number[],
} as const;

export interface EnvelopeDetailsInput {
  title?: string | null;
  subject?: string | null;
  message?: string | null;
  expireAt?: Date | null;
  actionReminderFrequency?: number | null;
}

/** The first instant of the day after `now` (UTC): the earliest allowed deadline. */
function startOfTomorrow(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Section 5 rules on the envelope's details: title required (≤ 60), subject ≤ 60, message ≤ 500,
 * deadline not before tomorrow, a reminder only with a deadline and only every 24, 72 or 120 h.
 * `requireTitle` is false for partial updates that leave the title alone.
 */
export function validateEnvelopeDetails(
  input: EnvelopeDetailsInput,
  options: { now: Date; requireTitle: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  if (input.title === undefined || input.title === null || input.title.trim() === '') {
    if (options.requireTitle || input.title !== undefined) add(errors, 'title', 'envelope.title_required');
  } else if (input.title.length > ENVELOPE_LIMITS.titleMax) {
    add(errors, 'title', 'envelope.title_too_long', { max: ENVELOPE_LIMITS.titleMax });
  }
  if (input.subject && input.subject.length > ENVELOPE_LIMITS.subjectMax) {
    add(errors, 'subject', 'envelope.subject_too_long', { max: ENVELOPE_LIMITS.subjectMax });
  }
  if (input.message && input.message.length > ENVELOPE_LIMITS.messageMax) {
    add(errors, 'message', 'envelope.message_too_long', { max: ENVELOPE_LIMITS.messageMax });
  }
  if (input.expireAt && input.expireAt.getTime() < startOfTomorrow(options.now).getTime()) {
    add(errors, 'expire_at', 'envelope.deadline_not_after_today');
  }
  const reminder = input.actionReminderFrequency;
  if (reminder !== undefined && reminder !== null) {
    if (!input.expireAt) {
      add(errors, 'action_reminder_frequency', 'envelope.reminder_needs_deadline');
    } else if (!ENVELOPE_LIMITS.reminderHours.includes(reminder)) {
      add(errors, 'action_reminder_frequency', 'envelope.reminder_frequency');
    }
  }
  return errors;
}

/**
 * The title an envelope gets when created from a file name (section 5): a title longer than the
 * limit is cut to 50 characters, then an ellipsis, then the file's extension.
 */
export function creationTitle(fileName: string): string {
  if (fileName.length <= ENVELOPE_LIMITS.titleMax) return fileName;
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 && fileName.length - dot <= 10 ? fileName.slice(dot) : '';
  const base = extension ? fileName.slice(0, dot) : fileName;
  return `${base.slice(0, ENVELOPE_LIMITS.creationTitleCut)}…${extension}`;
}

export interface RecipientAddressInput {
  via: DeliveryVia;
  value: string;
}

function addressKey(address: RecipientAddressInput): string {
  return address.via === DeliveryVia.WhatsApp
    ? `whatsapp:${address.value.replace(/\D/g, '')}`
    : `email:${address.value.trim().toLowerCase()}`;
}

/**
 * Section 5: addresses are unique in an envelope (e-mail, or phone for WhatsApp). Each repeat is
 * reported at `recipients.<index>.addressees.0.value`.
 */
export function validateUniqueAddresses(recipients: RecipientAddressInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  recipients.forEach((address, index) => {
    // A template's roles have no address yet: nothing to repeat.
    if (!address.value.trim()) return;
    const key = addressKey(address);
    if (seen.has(key)) {
      add(errors, `recipients.${index}.addressees.0.value`, 'recipient.address_taken');
    }
    seen.add(key);
  });
  return errors;
}
