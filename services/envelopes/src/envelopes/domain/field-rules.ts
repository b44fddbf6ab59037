import { EnvelopeDomainError } from './envelope-domain.error.js';
import { addFieldError, type FieldErrors } from './field-errors.js';
import {
  EnvelopeState,
  FieldType,
  RecipientState,
  SignatureType,
  isSigner,
  type RecipientType,
} from './envelope-vocabulary.js';

/** Recipient states whose fields are frozen (section 4: done; failed, suspended, refused). */
const FROZEN_RECIPIENT_STATES: readonly RecipientState[] = [
  RecipientState.Done,
  RecipientState.Refused,
  RecipientState.Failed,
  RecipientState.Suspended,
];

/**
 * Whether a field is read-only, whoever asks. Only while the envelope is in transit and its
 * owner has not finished can a value change; the spec's "envelope failed, suspended or refused"
 * are our halted and rejected states.
 */
export function isFieldReadOnly(envelopeState: EnvelopeState, ownerState: RecipientState): boolean {
  return envelopeState !== EnvelopeState.InTransit || FROZEN_RECIPIENT_STATES.includes(ownerState);
}

/** Only a field's own recipient fills it (section 4), and only while it is not read-only. */
export function assertMayFillField(input: {
  envelopeState: EnvelopeState;
  fieldRecipientId: string;
  actorRecipientId: string;
  ownerState: RecipientState;
}): void {
  if (input.fieldRecipientId !== input.actorRecipientId) throw new EnvelopeDomainError('field.not_owner');
  if (isFieldReadOnly(input.envelopeState, input.ownerState))
    throw new EnvelopeDomainError('field.read_only');
}

const SIGNER_ONLY_FIELDS: readonly FieldType[] = [
  FieldType.Signature,
  FieldType.Initial,
  FieldType.Text,
  FieldType.Checkbox,
  FieldType.Dropdown,
];

interface FieldPlacementInput {
  fieldType: FieldType;
  recipientType: RecipientType;
  /** 0-based position of the field's recipient in the envelope's list. */
  recipientIndex: number;
  recipientCount: number;
  isPdfa: boolean;
}

/** The code of the placement rule a field breaks, if any (see validateFieldPlacement). */
export function fieldPlacementRule(
  input: FieldPlacementInput,
): 'field.signers_only' | 'field.pdfa_signatures_only' | undefined {
  if (SIGNER_ONLY_FIELDS.includes(input.fieldType) && !isSigner(input.recipientType))
    return 'field.signers_only';
  if (
    input.isPdfa &&
    input.recipientCount > 1 &&
    input.recipientIndex > 0 &&
    input.fieldType !== FieldType.Signature
  )
    return 'field.pdfa_signatures_only';
  return undefined;
}

/**
 * Section 5: only signers get signature, initial, text, checkbox and dropdown fields; in PDF/A
 * envelopes with several recipients, recipients after the first may only get signature fields.
 */
export function validateFieldPlacement(input: FieldPlacementInput): FieldErrors {
  const errors: FieldErrors = {};
  const rule = fieldPlacementRule(input);
  if (rule) addFieldError(errors, 'type', rule);
  return errors;
}

/** Section 5: the photo requirement and the signature type apply only to signers. */
export function validateRecipientSigningOptions(input: {
  type: RecipientType;
  signatureType: SignatureType | null;
  requiresPhoto: boolean;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (isSigner(input.type)) return errors;
  if (input.signatureType && input.signatureType !== SignatureType.Simple) {
    addFieldError(errors, 'signature_type', 'recipient.signature_type_signers_only');
  }
  if (input.requiresPhoto) addFieldError(errors, 'identifiers', 'recipient.photo_signers_only');
  return errors;
}
