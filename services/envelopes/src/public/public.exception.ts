import { AppError } from '@rubrica/errors';
import { envelopesError, envelopesFieldError } from '../common/envelopes.errors.js';

/** Errors of acting on an envelope through a recipient's link (sign, approve, follow). */
export const ActError = {
  // Contract of POST p/envelopes/recipients/{token}: a qualified signer without a certificate.
  certificateNeeded: () =>
    envelopesFieldError(
      'signature_type',
      'signing.certificate_required',
      'Qualified signatures need a digital certificate.',
    ),
  oneCertificate: () =>
    envelopesFieldError('certificates', 'signing.one_certificate', 'Give one cloud certificate.'),
  notYourTransaction: () =>
    envelopesFieldError(
      'tcn',
      'signing.not_your_preparation',
      'No signature was prepared for you under this tcn.',
    ),
  everyDocument: () =>
    envelopesFieldError('documents', 'signing.every_document', 'Sign every document of the envelope, once.'),
  emptySignature: (index: number) =>
    envelopesFieldError(`documents.${index}.signature`, 'signing.empty_signature', 'The signature is empty.'),
  alreadySubmitted: () =>
    envelopesError('signing.already_submitted', 'This signature was already submitted.'),
  noLongerValid: () =>
    envelopesError('signing.preparation_abandoned', 'The prepared signature is no longer valid; sign again.'),
  documentsMoved: () =>
    envelopesError(
      'signing.stale_preparation',
      'The documents changed after your signature was prepared; sign again.',
    ),
  preparationExpired: () =>
    envelopesError('signing.preparation_expired', 'The prepared signature expired; sign again.'),
};

/** Errors of preparing a local plugin's signature (generate-signable-hashes). */
export const SignableHashesError = {
  notQualified: () => AppError.coded('signature_type', 'signing.qualified_only'),
  revisionUnderWay: () =>
    envelopesError(
      'signing.revision_under_way',
      'Another signature of this envelope is being processed; try again in a moment.',
    ),
  unavailable: () =>
    envelopesError('signing.unavailable', 'The signature could not be prepared now; try again in a moment.'),
};

/** Errors of a recipient's identifiers (CPF, photo ...) and fields filled through the link. */
export const IdentifierError = {
  photoRequired: () => envelopesFieldError('file', 'identifier.photo_required', 'The photo is required.'),
  photoNotJpeg: () =>
    envelopesFieldError('file', 'identifier.photo_not_jpeg', 'The photo must be a JPEG image.'),
  cpfInvalid: () => envelopesFieldError('value', 'identifier.cpf_invalid', 'The CPF is not valid.'),
};

/** The value rules of each field kind (section 5), as the 422 `{ value: [...] }`. */
export const FieldValueError = {
  notBoolean: () =>
    envelopesFieldError('value', 'field.value_not_boolean', 'The value must be true or false.'),
  notOption: () =>
    envelopesFieldError('value', 'field.value_not_option', 'The value must be one of the options.'),
  tooLong: (max: number) =>
    envelopesFieldError(
      'value',
      'field.value_too_long',
      `The value may not be greater than ${max} characters.`,
      {
        max,
      },
    ),
  notDate: () => envelopesFieldError('value', 'field.value_not_date', 'The value must be a date.'),
};

/** Errors of the token API's own routes. */
export const RecipientLinkError = {
  // An unknown override answers as an unknown route does.
  methodNotAllowed: () => envelopesError('http.method_not_allowed', 'Not found.'),
  pluginNotConfigured: () =>
    envelopesError('signing.plugin_not_configured', 'The signer plugin is not configured.'),
  // The gateway's resolve_action_token call: a token that opens nothing.
  tokenNotFound: () => envelopesError('token.not_found', 'invalid token'),
};
