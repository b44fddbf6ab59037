import type { RecipientType } from '../../../lib/envelopes/envelope-types.js';
import type { Recipient } from '../../../api/rubrica-api.js';
import type { RecipientInput } from '../api/wizard-api.js';
import { brazilianPhone } from './brazilian-phone.js';
import { nationalPhoneDigits } from './national-phone-digits.js';

/** How a recipient who is not signing in person is reached (spec §2, step 2). */
export type RemoteDelivery = 'email' | 'whatsapp';

/** A recipient as the form holds it; `id` is set once the server has it. */
export interface RecipientDraft {
  key: string;
  id?: string;
  name: string;
  email: string;
  /** WhatsApp is offered only where the plan and the edition allow it (spec §6). */
  via: RemoteDelivery;
  /** The WhatsApp phone's national digits (area code and number), as the masked input holds them. */
  phone: string;
  type: RecipientType;
  signatureType: 'simple' | 'qualified';
  requiresPhoto: boolean;
  /** The name text tags call this recipient by (`{{signature;buyer}}`); empty for none. */
  tagLabel: string;
  /** Spec §5: adding oneself locks name and e-mail. */
  isSelf: boolean;
}

/** What a new recipient starts with, whoever they are: a simple signature asked by e-mail. */
export const BLANK_RECIPIENT: Readonly<Omit<RecipientDraft, 'key' | 'name' | 'email' | 'isSelf'>> = {
  via: 'email',
  phone: '',
  type: 'signer',
  signatureType: 'simple',
  requiresPhoto: false,
  tagLabel: '',
};

export const PHOTO_IDENTIFIER = 'PHOTO';

export const isSignerType = (type: RecipientType): boolean =>
  type === 'signer' || type === 'in-person-signer';

// A pragmatic check of the shape name@domain.tld; the server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export type RecipientErrorCode =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTaken'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'phoneTaken'
  | 'tagLabelInvalid'
  | 'tagLabelTaken';
export interface RecipientErrors {
  name?: RecipientErrorCode;
  email?: RecipientErrorCode;
  phone?: RecipientErrorCode;
  tagLabel?: RecipientErrorCode;
}

/**
 * The server's rule for a tag label (services/envelopes recipients.schemas.ts): a letter, then up
 * to 39 letters, digits, - or _; never `r1`, `r2` …, which already name recipients by order.
 */
const TAG_LABEL = /^[a-z][a-z0-9_-]{0,39}$/i;
const isValidTagLabel = (label: string): boolean => TAG_LABEL.test(label) && !/^r\d+$/i.test(label);

/** Whether the recipient is reached on WhatsApp: in-person signers never are (spec §2, §3). */
export const usesWhatsapp = (recipient: Pick<RecipientDraft, 'type' | 'via'>): boolean =>
  recipient.via === 'whatsapp' && recipient.type !== 'in-person-signer';

/**
 * Spec §5, "Recipient": name required; e-mail required, valid and unique in the envelope; with
 * WhatsApp delivery the phone instead: required, a valid Brazilian number, unique in the envelope.
 * A template's recipients are roles: their address may stay empty until the template is used.
 */
export const recipientErrors = (
  recipients: readonly RecipientDraft[],
  options: { addressOptional?: boolean } = {},
): Map<string, RecipientErrors> => {
  const emails = new Map<string, number>();
  const phones = new Map<string, number>();
  const labels = new Map<string, number>();
  for (const recipient of recipients) {
    const label = recipient.tagLabel.trim().toLowerCase();
    if (label) labels.set(label, (labels.get(label) ?? 0) + 1);
    if (usesWhatsapp(recipient)) {
      const phone = brazilianPhone(recipient.phone);
      if (phone) phones.set(phone, (phones.get(phone) ?? 0) + 1);
    } else {
      const email = recipient.email.trim().toLowerCase();
      if (email) emails.set(email, (emails.get(email) ?? 0) + 1);
    }
  }
  const errors = new Map<string, RecipientErrors>();
  for (const recipient of recipients) {
    const own: RecipientErrors = {};
    if (!recipient.name.trim()) own.name = 'nameRequired';
    if (usesWhatsapp(recipient)) {
      const phone = brazilianPhone(recipient.phone);
      if (!recipient.phone.trim()) {
        if (!options.addressOptional) own.phone = 'phoneRequired';
      } else if (!phone) own.phone = 'phoneInvalid';
      else if ((phones.get(phone) ?? 0) > 1) own.phone = 'phoneTaken';
    } else {
      const email = recipient.email.trim().toLowerCase();
      if (!email) {
        if (!options.addressOptional) own.email = 'emailRequired';
      } else if (!isValidEmail(email)) own.email = 'emailInvalid';
      else if ((emails.get(email) ?? 0) > 1) own.email = 'emailTaken';
    }
    // Tags name one recipient by a label: the same label twice would leave one without its fields.
    const label = recipient.tagLabel.trim().toLowerCase();
    if (label && !isValidTagLabel(label)) own.tagLabel = 'tagLabelInvalid';
    else if ((labels.get(label) ?? 0) > 1) own.tagLabel = 'tagLabelTaken';
    if (own.name || own.email || own.phone || own.tagLabel) errors.set(recipient.key, own);
  }
  return errors;
};

/**
 * Spec §4, "Signature order toggle": forced off with one recipient, forced on when the list
 * grows from one to two or more; otherwise the sender's choice stands.
 */
export const nextOrdered = (ordered: boolean, previousCount: number, count: number): boolean => {
  if (count <= 1) return false;
  if (previousCount <= 1) return true;
  return ordered;
};

/** What POST and PATCH send (spec §7); routing_order is the 1-based position, only when ordered. */
export const toRecipientInput = (draft: RecipientDraft, index: number, ordered: boolean): RecipientInput => {
  const signer = isSignerType(draft.type);
  const whatsapp = usesWhatsapp(draft);
  return {
    type: draft.type,
    addressees: [
      {
        // In-person signers sign on the sender's device: no e-mail reaches them (spec §2, §3).
        via: draft.type === 'in-person-signer' ? 'face-to-face' : whatsapp ? 'whatsapp' : 'email',
        // WhatsApp addressees are their phone in E.164 (+55…).
        value: whatsapp
          ? (brazilianPhone(draft.phone) ?? draft.phone.trim())
          : draft.email.trim().toLowerCase(),
        name: draft.name.trim(),
        identifiers: signer && draft.requiresPhoto ? [{ code: PHOTO_IDENTIFIER, is_required: true }] : [],
      },
    ],
    signature_type: signer ? draft.signatureType : null,
    routing_order: ordered ? index + 1 : null,
    // As the server keeps it (lowercase), so an unchanged label is no change.
    tag_label: draft.tagLabel.trim().toLowerCase() || null,
  };
};

export const fromRecipient = (recipient: Recipient, selfEmail: string | undefined): RecipientDraft => {
  const addressee = recipient.addressees[0];
  const whatsapp = addressee?.via === 'whatsapp';
  const email = whatsapp ? '' : (addressee?.value ?? '');
  return {
    key: recipient.id,
    id: recipient.id,
    name: addressee?.name ?? '',
    email,
    via: whatsapp ? 'whatsapp' : 'email',
    phone: whatsapp ? nationalPhoneDigits(addressee.value) : '',
    type: recipient.type,
    signatureType: recipient.signature_type === 'qualified' ? 'qualified' : 'simple',
    requiresPhoto: (addressee?.identifiers ?? []).some(
      (identifier) => identifier.code === PHOTO_IDENTIFIER && identifier.is_required,
    ),
    tagLabel: recipient.tag_label ?? '',
    isSelf: !!selfEmail && email.toLowerCase() === selfEmail.toLowerCase(),
  };
};

/** Whether a saved recipient needs a PATCH: any part of what would be sent differs. */
export const recipientChanged = (before: RecipientInput, after: RecipientInput): boolean =>
  JSON.stringify(before) !== JSON.stringify(after);
