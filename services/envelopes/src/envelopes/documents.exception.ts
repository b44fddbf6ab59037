import { AppError, ErrorStatus } from '@rubrica/errors';

/**
 * Errors of the documents feature. The two the spec names (section 5) carry its codes as their
 * message, so the client can show its own translated text, and the detail under `file`.
 */
export const DocumentsError = {
  notFound: () => AppError.notFound('document.not_found', 'Document not found.'),
  invalidFileType: (allowed: readonly string[]) =>
    new AppError(
      'document.invalid_file_type',
      ErrorStatus.UnprocessableEntity,
      'INVALID_FILE_TYPE',
      { file: [`The file must be of type: ${allowed.join(', ')}.`] },
      { types: allowed.join(', ') },
    ),
  invalidFileSize: (maxMegabytes: number) =>
    new AppError(
      'document.invalid_file_size',
      ErrorStatus.UnprocessableEntity,
      'INVALID_FILE_SIZE',
      { file: [`The file may not be greater than ${maxMegabytes} MB.`] },
      { max_mb: maxMegabytes },
    ),
  tooManyFiles: (max: number) =>
    AppError.validation(
      { file: [`An envelope may have at most ${max} documents.`] },
      'MAX_FILES_REACHED',
      'document.too_many_files',
      { max },
    ),
  fileRequired: () =>
    AppError.validation({ file: ['The file field is required.'] }, undefined, 'document.file_required'),
  // A stored PDF added by its storage item id (spec, workspace §2: storage as a picker).
  itemRequired: () =>
    AppError.validation({ item_id: ['The item id field is required.'] }, undefined, 'document.item_required'),
  // Another organization's item answers the same: its existence is not revealed.
  itemNotFound: () => AppError.notFound('storage_item.not_found', 'Item not found.'),
  itemIsFolder: () =>
    AppError.validation(
      { item_id: ['The item is a folder: choose a PDF file.'] },
      'The item is a folder.',
      'document.item_is_folder',
    ),
  unreadable: () =>
    AppError.validation(
      { file: ['The file is not a readable PDF.'] },
      'The file is not a readable PDF.',
      'document.unreadable',
    ),
  encrypted: () =>
    AppError.validation(
      { file: ['The PDF is protected by a password: remove the protection and upload it again.'] },
      'Password-protected PDFs cannot be signed.',
      'document.encrypted',
    ),
  // Section 4: fields are placed on the PDF's pages, which a document being converted lacks. A
  // failed conversion's reason (e.g. what to install on a server without LibreOffice) goes under `file`.
  notReady: (conversionError?: string | null) =>
    new AppError(
      'document.not_ready',
      ErrorStatus.PreconditionFailed,
      'The document is not a PDF yet: it is being converted, or its conversion failed.',
      conversionError ? { file: [conversionError] } : undefined,
    ),
};
