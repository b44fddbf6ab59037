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
};
