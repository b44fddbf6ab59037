import { errorFactory, ErrorStatus, fieldErrorFactory, type AppError } from '@rubrica/errors';
import { MAX_IMAGE_BYTES, TEXT_LIMITS, type SignatureKind } from './signature-profiles.schemas.js';

const MAX_KILOBYTES = MAX_IMAGE_BYTES / 1024;

/** Every refusal of signature profiles, by dotted code under `signature_profile.`. */
export type SignatureProfileErrorCode =
  | 'signature_profile.not_found'
  | 'signature_profile.unknown_kind'
  | 'signature_profile.text_required'
  | 'signature_profile.text_too_long'
  | 'signature_profile.file_required'
  | 'signature_profile.file_too_large'
  | 'signature_profile.file_not_image'
  | 'signature_profile.drawing_not_png'
  | 'signature_profile.invalid_token'
  | 'signature_profile.recipient_cannot_act';

/** A 422 here is a form error on the creator's field, worded by its code (`validation.failed` on top). */
function statusOf(code: SignatureProfileErrorCode): ErrorStatus {
  switch (code) {
    case 'signature_profile.not_found':
    case 'signature_profile.unknown_kind':
      return ErrorStatus.NotFound;
    case 'signature_profile.text_required':
    case 'signature_profile.text_too_long':
    case 'signature_profile.file_required':
    case 'signature_profile.file_too_large':
    case 'signature_profile.file_not_image':
    case 'signature_profile.drawing_not_png':
      return ErrorStatus.UnprocessableEntity;
    // §8: an unknown token is a 400 'invalid token'.
    case 'signature_profile.invalid_token':
      return ErrorStatus.BadRequest;
    case 'signature_profile.recipient_cannot_act':
      return ErrorStatus.Forbidden;
  }
}

const errorOf = errorFactory(statusOf);
const fieldErrorOf = fieldErrorFactory(statusOf);

/** With `field` (only on a 422 code), a form error on that field. */
function signatureProfileError(
  code: SignatureProfileErrorCode,
  message: string,
  field?: { name: string; params?: Record<string, string | number> },
): AppError {
  return field ? fieldErrorOf(field.name, code, message, field.params) : errorOf(code, message);
}

export const SignatureProfileError = {
  notFound: (kind: SignatureKind) =>
    signatureProfileError(
      'signature_profile.not_found',
      kind === 'initials' ? 'No initials have been saved.' : 'No signature has been saved.',
    ),
  /** A kind other than signature or initials names no route. */
  unknownKind: () => signatureProfileError('signature_profile.unknown_kind', 'Not found.'),
  textRequired: () =>
    signatureProfileError('signature_profile.text_required', 'The text field is required.', { name: 'text' }),
  textTooLong: (kind: SignatureKind) =>
    signatureProfileError(
      'signature_profile.text_too_long',
      `The text may not be greater than ${TEXT_LIMITS[kind]} characters.`,
      { name: 'text', params: { max: TEXT_LIMITS[kind] } },
    ),
  fileRequired: () =>
    signatureProfileError('signature_profile.file_required', 'The file field is required.', { name: 'file' }),
  /** `field`: `file` for a multipart upload, `image` for base64 in JSON. */
  fileTooLarge: (field = 'file') =>
    signatureProfileError(
      'signature_profile.file_too_large',
      `The ${field} may not be greater than ${MAX_KILOBYTES} kilobytes.`,
      { name: field, params: { max_kb: MAX_KILOBYTES } },
    ),
  fileNotImage: (field = 'file') =>
    signatureProfileError(
      'signature_profile.file_not_image',
      `The ${field} must be a file of type: png, jpeg, bmp.`,
      {
        name: field,
      },
    ),
  drawingNotPng: (field = 'file') =>
    signatureProfileError('signature_profile.drawing_not_png', 'The drawn signature must be a PNG image.', {
      name: field,
    }),
  invalidToken: () => signatureProfileError('signature_profile.invalid_token', 'Invalid token.'),
  /** The envelope has ended or the recipient has acted: their signature can no longer change. */
  cannotAct: () =>
    signatureProfileError(
      'signature_profile.recipient_cannot_act',
      'This recipient can no longer act on the envelope.',
    ),
};
