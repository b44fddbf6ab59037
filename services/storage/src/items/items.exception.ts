import { AppError } from '@rubrica/errors';

/**
 * Errors of the storage items feature (spec, workspace §5 and §8). Form errors are 422 with the
 * field the storage screen shows them under (`name`, `parent`, `file`).
 */
export const ItemsError = {
  // Another organization's item answers the same: its existence is not revealed.
  notFound: () => AppError.notFound('storage_item.not_found', 'Item not found.'),
  invalidParent: () =>
    AppError.fieldError('parent', 'storage_item.invalid_parent', 'The selected parent is invalid.'),
  tooDeep: () =>
    AppError.validation(
      { parent: ['Folder creation not allowed at depth 5 or more'] },
      'Folder creation not allowed at depth 5 or more',
      'storage_item.too_deep',
    ),
  movedTooDeep: () =>
    AppError.validation(
      { parent: ['A folder may not end up at depth 5 or more.'] },
      'A folder may not end up at depth 5 or more.',
      'storage_item.moved_too_deep',
    ),
  intoItself: () =>
    AppError.fieldError(
      'parent',
      'storage_item.into_itself',
      'A folder cannot be moved into itself or one of its folders.',
    ),
  fileRequired: () =>
    AppError.fieldError('file', 'storage_item.file_required', 'The file field is required.'),
  notPdf: () => AppError.fieldError('file', 'storage_item.not_pdf', 'The file must be a file of type: pdf.'),
  tooLarge: (maxMegabytes: number) =>
    AppError.fieldError(
      'file',
      'storage_item.too_large',
      `The file may not be greater than ${maxMegabytes} MB.`,
      {
        max_mb: maxMegabytes,
      },
    ),
  quotaExceeded: () =>
    AppError.validation(
      { file: ['The storage limit of your plan has been reached.'] },
      'The storage limit of your plan has been reached.',
      'storage_item.quota_exceeded',
    ),
  onlyFoldersPublished: () =>
    AppError.validation(
      { item_id: ['Only folders can be published.'] },
      'Only folders can be published.',
      'storage_item.only_folders_published',
    ),
  // A token that never was, or whose folder is no longer published, reads the same.
  publicFolderNotFound: () => AppError.notFound('storage_item.not_found', 'Folder not found.'),
  notAFile: () =>
    AppError.validation(
      { item_id: ['The item is a folder, not a file.'] },
      'Folders cannot be downloaded.',
      'storage_item.not_a_file',
    ),
  shareForbidden: () =>
    AppError.forbidden(
      'storage_item.share_forbidden',
      'Only the item’s creator or the organization’s owner can change who it is shared with.',
    ),
  shareNotMember: (field: string) =>
    AppError.fieldError(
      field,
      'storage_item.share_not_member',
      'The user is not a member of the organization.',
    ),
};
