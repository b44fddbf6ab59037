import { AppError } from '@rubrica/errors';
import { validateRecipientSigningOptions } from '../envelopes/domain/field-rules.js';
import { validateUniqueAddresses } from '../envelopes/domain/envelope-validation.js';
import { addFieldError, copyFieldErrors, type FieldErrors } from '../envelopes/domain/field-errors.js';
import {
  DeliveryVia,
  isSigner,
  SignatureType,
  type RecipientType,
} from '../envelopes/domain/envelope-vocabulary.js';
import type { RecipientAddressee, RecipientEntity } from '../envelopes/recipient.entity.js';
import type { ProductEdition } from '../envelopes.config.js';

/** A recipient as it will be stored, before the rules of section 5 accept it. */
export interface RecipientDraft {
  type: RecipientType;
  signatureType: SignatureType | null;
  addressees: RecipientAddressee[];
}

export interface RecipientCheckOptions {
  /** Section 1: the US edition has no qualified signature. */
  qualifiedAllowed: boolean;
  /**
   * Section 7's templates hold recipient roles whose addresses are filled in when the template is
   * used; every other envelope needs the address now.
   */
  addressOptional?: boolean;
}

/** Whether this installation's edition offers qualified signatures (sections 1 and 6). */
export function offersQualifiedSignatures(edition: ProductEdition): boolean {
  return edition === 'br';
}

/**
 * Section 5: an address (unless the envelope is a template), the photo requirement and the
 * signature type only for signers (a signer without one signs simply); the address unique among
 * the envelope's other recipients; no qualified signer in the US edition (sections 1 and 6).
 * Throws the 422.
 */
export function checkRecipient(
  draft: RecipientDraft,
  others: RecipientEntity[],
  options: RecipientCheckOptions,
): RecipientDraft {
  const first = draft.addressees[0]!;
  const errors: FieldErrors = {};
  if (!first.value && !options.addressOptional) {
    addFieldError(
      errors,
      'addressees.0.value',
      first.via === DeliveryVia.WhatsApp ? 'recipient.phone_required' : 'recipient.email_required',
    );
  }
  if (!options.qualifiedAllowed && draft.signatureType === SignatureType.Qualified) {
    addFieldError(errors, 'signature_type', 'recipient.qualified_not_in_edition');
  }
  const signing = validateRecipientSigningOptions({
    type: draft.type,
    signatureType: draft.signatureType,
    requiresPhoto: first.identifiers.some((identifier) => identifier.code === 'PHOTO'),
  });
  copyFieldErrors(errors, signing, 'signature_type');
  copyFieldErrors(errors, signing, 'identifiers', 'addressees.0.identifiers');
  const addresses = [...others.map((other) => other.addressees[0]!), first];
  copyFieldErrors(
    errors,
    validateUniqueAddresses(addresses),
    `recipients.${addresses.length - 1}.addressees.0.value`,
    'addressees.0.value',
  );
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return {
    ...draft,
    signatureType: isSigner(draft.type) ? (draft.signatureType ?? SignatureType.Simple) : null,
  };
}
