import { AppError } from '@rubrica/errors';
import { validateRecipientSigningOptions } from '../envelopes/domain/field-rules.js';
import { validateUniqueAddresses } from '../envelopes/domain/envelope-validation.js';
import type { FieldErrors } from '../envelopes/domain/field-errors.js';
import { isSigner, SignatureType, type RecipientType } from '../envelopes/domain/envelope-vocabulary.js';
import type { RecipientAddressee, RecipientEntity } from '../envelopes/recipient.entity.js';

/** A recipient as it will be stored, before the rules of section 5 accept it. */
export interface RecipientDraft {
  type: RecipientType;
  signatureType: SignatureType | null;
  addressees: RecipientAddressee[];
}

/**
 * Section 5: the photo requirement and the signature type only for signers (a signer without
 * one signs simply); the address unique among the envelope's other recipients. Throws the 422.
 */
export function checkRecipient(draft: RecipientDraft, others: RecipientEntity[]): RecipientDraft {
  const first = draft.addressees[0]!;
  const errors: FieldErrors = {};
  const options = validateRecipientSigningOptions({
    type: draft.type,
    signatureType: draft.signatureType,
    requiresPhoto: first.identifiers.some((identifier) => identifier.code === 'PHOTO'),
  });
  if (options.signature_type) errors.signature_type = options.signature_type;
  if (options.identifiers) errors['addressees.0.identifiers'] = options.identifiers;
  const addresses = [...others.map((other) => other.addressees[0]!), first];
  const repeated =
    validateUniqueAddresses(addresses)[`recipients.${addresses.length - 1}.addressees.0.value`];
  if (repeated) errors['addressees.0.value'] = repeated;
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return {
    ...draft,
    signatureType: isSigner(draft.type) ? (draft.signatureType ?? SignatureType.Simple) : null,
  };
}
