import { envelopesError } from '../common/envelopes.errors.js';

/**
 * Errors of the documents feature. The two the spec names (section 5) carry its codes as their
 * message, so the client can show its own translated text, and the detail under `file`.
 */
/** What AppError.validation says above a form's field errors. */
const INVALID_DATA = 'The given data was invalid.';

export const DocumentsError = {
  notFound: () => envelopesError('document.not_found', 'Document not found.'),
  invalidFileType: (allowed: readonly string[]) =>
    envelopesError(
      'document.invalid_file_type',
      'INVALID_FILE_TYPE',
      { file: [`The file must be of type: ${allowed.join(', ')}.`] },
      { types: allowed.join(', ') },
    ),
  invalidFileSize: (maxMegabytes: number) =>
    envelopesError(
      'document.invalid_file_size',
      'INVALID_FILE_SIZE',
      { file: [`The file may not be greater than ${maxMegabytes} MB.`] },
      { max_mb: maxMegabytes },
    ),
  tooManyFiles: (max: number) =>
    envelopesError(
      'document.too_many_files',
      'MAX_FILES_REACHED',
      { file: [`An envelope may have at most ${max} documents.`] },
      { max },
    ),
  fileRequired: () =>
    envelopesError('document.file_required', INVALID_DATA, { file: ['The file field is required.'] }),
  // A stored PDF added by its storage item id (spec, workspace §2: storage as a picker).
  itemRequired: () =>
    envelopesError('document.item_required', INVALID_DATA, { item_id: ['The item id field is required.'] }),
  // Another organization's item answers the same: its existence is not revealed.
  itemNotFound: () => envelopesError('storage_item.not_found', 'Item not found.'),
  itemIsFolder: () =>
    envelopesError('document.item_is_folder', 'The item is a folder.', {
      item_id: ['The item is a folder: choose a PDF file.'],
    }),
  unreadable: () =>
    envelopesError('document.unreadable', 'The file is not a readable PDF.', {
      file: ['The file is not a readable PDF.'],
    }),
  encrypted: () =>
    envelopesError('document.encrypted', 'Password-protected PDFs cannot be signed.', {
      file: ['The PDF is protected by a password: remove the protection and upload it again.'],
    }),
  // Section 4: fields are placed on the PDF's pages, which a document being converted lacks. A
  // failed conversion's reason (e.g. what to install on a server without LibreOffice) goes under `file`.
  notReady: (conversionError?: string | null) =>
    envelopesError(
      'document.not_ready',
      'The document is not a PDF yet: it is being converted, or its conversion failed.',
      conversionError ? { file: [conversionError] } : undefined,
    ),
};
