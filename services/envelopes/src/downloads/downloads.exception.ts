import { envelopesError } from '../common/envelopes.errors.js';

/** Errors of the downloads: a completed envelope's files and signature page. */
export const DownloadError = {
  // Section 4: "Signature page download only when completed"; section 8 shows a warning.
  signaturePageNotReady: () =>
    envelopesError(
      'envelope.signature_page_not_ready',
      'The signature page is available once the envelope is completed.',
    ),
  noDocuments: () => envelopesError('envelope.no_documents', 'The envelope has no documents.'),
  // ITI VALIDAR's hook (use-cases/answer-validar): the public verifier's codes.
  unknownValidationCode: () =>
    envelopesError('verifier.unknown_code', 'No envelope has this validation code.'),
  wrongValidationCode: () =>
    envelopesError('verifier.wrong_secret', 'This is not the validation code of this envelope.'),
};
