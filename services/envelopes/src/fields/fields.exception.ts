import { envelopesError, envelopesFieldError } from '../common/envelopes.errors.js';

/** Errors of the fields and contents feature. */
export const FieldsError = {
  fieldNotFound: () => envelopesError('field.not_found', 'Field not found.'),
  contentNotFound: () => envelopesError('content.not_found', 'Content not found.'),
  recipientUnknown: () =>
    envelopesFieldError(
      'recipient_id',
      'field.recipient_not_in_envelope',
      'The recipient is not part of this envelope.',
    ),
  imageRequired: () =>
    envelopesFieldError('file', 'content.image_required', 'An image content needs a PNG or JPEG file.'),
  imageType: () => envelopesFieldError('file', 'content.image_type', 'The image must be a PNG or JPEG file.'),
  imageSize: (maxMegabytes: number) =>
    envelopesFieldError(
      'file',
      'content.image_size',
      `The image may not be greater than ${maxMegabytes} MB.`,
      {
        max_mb: maxMegabytes,
      },
    ),
  // A POST on an existing content is only an update through a method override (section 7).
  overrideRequired: () =>
    envelopesError(
      'content.method_override_required',
      'Use PATCH, or POST with X-HTTP-Method-Override: PATCH, to change a content.',
    ),
};
