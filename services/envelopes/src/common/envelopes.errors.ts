import { AppError, errorFactory, ErrorStatus, fieldErrorFactory, type FieldErrors } from '@rubrica/errors';

/**
 * Every refusal of the envelopes service outside the envelope domain's own rules
 * (`envelopes/domain/envelope-domain.error.ts`), by dotted code. The status each answers is decided
 * here once, exhaustively; the features' error objects (`DocumentsError`, `ActError` ...) name them.
 * Request validation (`validation.failed`, from the schemas or a catalogue code) is not listed: it
 * is the kit's 422 shape, the same in every service.
 */
export type EnvelopesErrorCode =
  | 'content.image_required'
  | 'content.image_size'
  | 'content.image_type'
  | 'content.method_override_required'
  | 'content.not_found'
  | 'document.encrypted'
  | 'document.file_required'
  | 'document.invalid_file_size'
  | 'document.invalid_file_type'
  | 'document.item_is_folder'
  | 'document.item_required'
  | 'document.not_found'
  | 'document.not_ready'
  | 'document.too_many_files'
  | 'document.unreadable'
  | 'envelope.no_credits'
  | 'envelope.no_documents'
  | 'envelope.not_deletable'
  | 'envelope.not_found'
  | 'envelope.plan_cycle_limit'
  | 'envelope.read_only'
  | 'envelope.reason_required'
  | 'envelope.signature_page_not_ready'
  | 'field.not_found'
  | 'field.recipient_not_in_envelope'
  | 'field.value_not_boolean'
  | 'field.value_not_date'
  | 'field.value_not_option'
  | 'field.value_too_long'
  | 'http.method_not_allowed'
  | 'identifier.cpf_invalid'
  | 'identifier.not_found'
  | 'identifier.photo_not_jpeg'
  | 'identifier.photo_required'
  | 'principal.unknown_user'
  | 'recipient.face_to_face'
  | 'signing.already_submitted'
  | 'signing.certificate_required'
  | 'signing.empty_signature'
  | 'signing.every_document'
  | 'signing.not_your_preparation'
  | 'signing.one_certificate'
  | 'signing.plugin_not_configured'
  | 'signing.preparation_abandoned'
  | 'signing.preparation_expired'
  | 'signing.revision_under_way'
  | 'signing.stale_preparation'
  | 'signing.unavailable'
  | 'storage_item.not_found'
  | 'token.invalid'
  | 'token.not_found'
  | 'verifier.nothing_to_check'
  | 'verifier.unknown_code'
  | 'verifier.wrong_secret';

function statusOf(code: EnvelopesErrorCode): ErrorStatus {
  switch (code) {
    case 'content.method_override_required':
    case 'token.invalid':
      return ErrorStatus.BadRequest;
    case 'envelope.no_credits':
    case 'envelope.plan_cycle_limit':
      return ErrorStatus.PaymentRequired;
    // ITI VALIDAR's hook answers 401 to a wrong secret code (its developer guide).
    case 'verifier.wrong_secret':
      return ErrorStatus.Unauthorized;
    case 'principal.unknown_user':
      return ErrorStatus.Forbidden;
    // An unknown method (http.method_not_allowed) answers as an unknown route does.
    case 'content.not_found':
    case 'document.not_found':
    case 'envelope.no_documents':
    case 'envelope.not_found':
    case 'field.not_found':
    case 'http.method_not_allowed':
    case 'identifier.not_found':
    case 'signing.plugin_not_configured':
    case 'storage_item.not_found':
    case 'token.not_found':
    case 'verifier.unknown_code':
      return ErrorStatus.NotFound;
    case 'signing.already_submitted':
    case 'signing.preparation_abandoned':
    case 'signing.preparation_expired':
    case 'signing.revision_under_way':
    case 'signing.stale_preparation':
      return ErrorStatus.Conflict;
    case 'document.not_ready':
    case 'envelope.not_deletable':
    case 'envelope.read_only':
    case 'envelope.signature_page_not_ready':
    case 'recipient.face_to_face':
      return ErrorStatus.PreconditionFailed;
    case 'content.image_required':
    case 'content.image_size':
    case 'content.image_type':
    case 'document.encrypted':
    case 'document.file_required':
    case 'document.invalid_file_size':
    case 'document.invalid_file_type':
    case 'document.item_is_folder':
    case 'document.item_required':
    case 'document.too_many_files':
    case 'document.unreadable':
    case 'envelope.reason_required':
    case 'field.recipient_not_in_envelope':
    case 'field.value_not_boolean':
    case 'field.value_not_date':
    case 'field.value_not_option':
    case 'field.value_too_long':
    case 'identifier.cpf_invalid':
    case 'identifier.photo_not_jpeg':
    case 'identifier.photo_required':
    case 'signing.certificate_required':
    case 'signing.empty_signature':
    case 'signing.every_document':
    case 'signing.not_your_preparation':
    case 'signing.one_certificate':
    case 'verifier.nothing_to_check':
      return ErrorStatus.UnprocessableEntity;
    case 'signing.unavailable':
      return ErrorStatus.Unavailable;
  }
}

const errorOf = errorFactory(statusOf);

/** A refusal with its own message (and, for a 422 of its own, the field messages beside it). */
export function envelopesError(
  code: EnvelopesErrorCode,
  message: string,
  errors?: FieldErrors,
  params?: Record<string, string | number>,
): AppError {
  return errorOf(code, message, errors ? { ...errors } : undefined, params);
}

/**
 * A form error: a 422 on `field`, worded by its code in the caller's language as schema errors are
 * (`validation.failed` on top).
 */
export const envelopesFieldError = fieldErrorFactory(statusOf);

/**
 * Another service's refusal answered as ours: its code and message kept, the status the spec gives
 * it here (the signing service's refusals of a certificate are a 422 or a 409 to the recipient).
 */
export function relayedError(
  refusal: AppError,
  status: typeof ErrorStatus.UnprocessableEntity | typeof ErrorStatus.Conflict,
  errors?: Record<string, string[]>,
): AppError {
  return new AppError(refusal.code, status, refusal.message, errors);
}
