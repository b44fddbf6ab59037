import { AppError, ErrorStatus } from '@rubrica/errors';
import { MAX_IMAGE_BYTES, TEXT_LIMITS, type SignatureKind } from './signature-profiles.schemas.js';

const MAX_KILOBYTES = MAX_IMAGE_BYTES / 1024;

/** Errors of signature profiles: 422s on the creator's fields, dotted codes under `signature_profile.`. */
export const SignatureProfileError = {
  notFound: (kind: SignatureKind) =>
    AppError.notFound(
      'signature_profile.not_found',
      kind === 'initials' ? 'No initials have been saved.' : 'No signature has been saved.',
    ),
  /** A kind other than signature or initials names no route. */
  unknownKind: () => AppError.notFound('signature_profile.unknown_kind', 'Not found.'),
  textRequired: () =>
    AppError.fieldError('text', 'signature_profile.text_required', 'The text field is required.'),
  textTooLong: (kind: SignatureKind) =>
    AppError.fieldError(
      'text',
      'signature_profile.text_too_long',
      `The text may not be greater than ${TEXT_LIMITS[kind]} characters.`,
      { max: TEXT_LIMITS[kind] },
    ),
  fileRequired: () =>
    AppError.fieldError('file', 'signature_profile.file_required', 'The file field is required.'),
  /** `field`: `file` for a multipart upload, `image` for base64 in JSON. */
  fileTooLarge: (field = 'file') =>
    AppError.fieldError(
      field,
      'signature_profile.file_too_large',
      `The ${field} may not be greater than ${MAX_KILOBYTES} kilobytes.`,
      { max_kb: MAX_KILOBYTES },
    ),
  fileNotImage: (field = 'file') =>
    AppError.fieldError(
      field,
      'signature_profile.file_not_image',
      `The ${field} must be a file of type: png, jpeg, bmp.`,
    ),
  drawingNotPng: (field = 'file') =>
    AppError.fieldError(
      field,
      'signature_profile.drawing_not_png',
      'The drawn signature must be a PNG image.',
    ),
  /** §8: an unknown token is a 400 'invalid token'. */
  invalidToken: () =>
    new AppError('signature_profile.invalid_token', ErrorStatus.BadRequest, 'Invalid token.'),
  /** The envelope has ended or the recipient has acted: their signature can no longer change. */
  cannotAct: () =>
    AppError.forbidden(
      'signature_profile.recipient_cannot_act',
      'This recipient can no longer act on the envelope.',
    ),
};
