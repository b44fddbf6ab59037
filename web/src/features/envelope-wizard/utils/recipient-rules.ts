import type { RecipientType } from '../../../lib/envelopes/envelope-types.js';
import type { Recipient, RecipientInput } from '../api/wizard-types.js';

/** A recipient as the form holds it; `id` is set once the server has it. */
export interface RecipientDraft {
  key: string;
  id?: string;
  name: string;
  email: string;
  type: RecipientType;
  signatureType: 'simple' | 'qualified';
  requiresPhoto: boolean;
  /** Spec §5: adding oneself locks name and e-mail. */
  isSelf: boolean;
}

export const PHOTO_IDENTIFIER = 'PHOTO';

export const isSignerType = (type: RecipientType): boolean =>
  type === 'signer' || type === 'in-person-signer';

// A pragmatic check of the shape name@domain.tld; the server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export type RecipientErrorCode = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'emailTaken';
export interface RecipientErrors {
  name?: RecipientErrorCode;
  email?: RecipientErrorCode;
}

/** Spec §5, "Recipient": name required; e-mail required, valid and unique in the envelope. */
export const recipientErrors = (recipients: readonly RecipientDraft[]): Map<string, RecipientErrors> => {
  const seen = new Map<string, number>();
  for (const recipient of recipients) {
    const email = recipient.email.trim().toLowerCase();
    if (email) seen.set(email, (seen.get(email) ?? 0) + 1);
  }
  const errors = new Map<string, RecipientErrors>();
  for (const recipient of recipients) {
    const own: RecipientErrors = {};
    if (!recipient.name.trim()) own.name = 'nameRequired';
    const email = recipient.email.trim().toLowerCase();
    if (!email) own.email = 'emailRequired';
    else if (!isValidEmail(email)) own.email = 'emailInvalid';
    else if ((seen.get(email) ?? 0) > 1) own.email = 'emailTaken';
    if (own.name || own.email) errors.set(recipient.key, own);
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
  return {
    type: draft.type,
    addressees: [
      {
        // In-person signers sign on the sender's device: no e-mail reaches them (spec §2, §3).
        via: draft.type === 'in-person-signer' ? 'face-to-face' : 'email',
        value: draft.email.trim().toLowerCase(),
        name: draft.name.trim(),
        identifiers: signer && draft.requiresPhoto ? [{ code: PHOTO_IDENTIFIER, is_required: true }] : [],
      },
    ],
    signature_type: signer ? draft.signatureType : null,
    routing_order: ordered ? index + 1 : null,
  };
};

export const fromRecipient = (recipient: Recipient, selfEmail: string | undefined): RecipientDraft => {
  const addressee = recipient.addressees[0];
  const email = addressee?.value ?? '';
  return {
    key: recipient.id,
    id: recipient.id,
    name: addressee?.name ?? '',
    email,
    type: recipient.type,
    signatureType: recipient.signature_type === 'qualified' ? 'qualified' : 'simple',
    requiresPhoto: (addressee?.identifiers ?? []).some(
      (identifier) => identifier.code === PHOTO_IDENTIFIER && identifier.is_required,
    ),
    isSelf: !!selfEmail && email.toLowerCase() === selfEmail.toLowerCase(),
  };
};

/** Whether a saved recipient needs a PATCH: any part of what would be sent differs. */
export const recipientChanged = (before: RecipientInput, after: RecipientInput): boolean =>
  JSON.stringify(before) !== JSON.stringify(after);
