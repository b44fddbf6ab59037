import { AppError, ErrorStatus } from '@rubrica/errors';

/** Errors of the fields and contents feature. */
export const FieldsError = {
  fieldNotFound: () => AppError.notFound('field.not_found', 'Field not found.'),
  contentNotFound: () => AppError.notFound('content.not_found', 'Content not found.'),
  recipientUnknown: () =>
    AppError.fieldError(
      'recipient_id',
      'field.recipient_not_in_envelope',
      'The recipient is not part of this envelope.',
    ),
  imageRequired: () =>
    AppError.fieldError('file', 'content.image_required', 'An image content needs a PNG or JPEG file.'),
  imageType: () => AppError.fieldError('file', 'content.image_type', 'The image must be a PNG or JPEG file.'),
  imageSize: (maxMegabytes: number) =>
    AppError.fieldError(
      'file',
      'content.image_size',
      `The image may not be greater than ${maxMegabytes} MB.`,
      {
        max_mb: maxMegabytes,
      },
    ),
  // A POST on an existing content is only an update through a method override (section 7).
  overrideRequired: () =>
    new AppError(
      'content.method_override_required',
      ErrorStatus.BadRequest,
      'Use PATCH, or POST with X-HTTP-Method-Override: PATCH, to change a content.',
    ),
};
