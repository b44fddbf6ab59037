import { AppError, ErrorStatus } from '@rubrica/errors';

/**
 * Every refusal of the storage items feature (spec, workspace §5 and §8), by dotted code. Form
 * errors are 422 on the field the storage screen shows them under (`name`, `parent`, `file`).
 */
export type ItemsErrorCode =
  | 'storage_item.not_found'
  | 'storage_item.folder_not_found'
  | 'storage_item.invalid_parent'
  | 'storage_item.too_deep'
  | 'storage_item.moved_too_deep'
  | 'storage_item.into_itself'
  | 'storage_item.file_required'
  | 'storage_item.not_pdf'
  | 'storage_item.too_large'
  | 'storage_item.quota_exceeded'
  | 'storage_item.only_folders_published'
  | 'storage_item.not_a_file'
  | 'storage_item.share_forbidden'
  | 'storage_item.edit_forbidden'
  | 'storage_item.share_not_member'
  | 'storage_item.invalid_rpc_request'
  | 'storage_item.organization_not_uuid';

/**
 * How each code answers, decided here once for every code:
 * - `status` alone: the code and the message are the error's own;
 * - `field` + `coded`: a form error on that field, worded by the code (`validation.failed` on top,
 *   the code beside the field's message, as schema errors are);
 * - `field` + `whole`: the 422 is the code's own, with its message on that field too;
 * - `field` + `plain`: a bare 422 (`validation.failed`) with the message on that field.
 */
type Answer =
  | { status: typeof ErrorStatus.NotFound | typeof ErrorStatus.Forbidden }
  | { status: typeof ErrorStatus.UnprocessableEntity; field: string; as: 'coded' | 'whole' | 'plain' };

const ANSWERS: Record<ItemsErrorCode, Answer> = {
  // Another organization's item answers the same: its existence is not revealed.
  'storage_item.not_found': { status: ErrorStatus.NotFound },
  // A token that never was, or whose folder is no longer published, reads the same.
  'storage_item.folder_not_found': { status: ErrorStatus.NotFound },
  'storage_item.invalid_parent': { status: ErrorStatus.UnprocessableEntity, field: 'parent', as: 'coded' },
  'storage_item.too_deep': { status: ErrorStatus.UnprocessableEntity, field: 'parent', as: 'whole' },
  'storage_item.moved_too_deep': { status: ErrorStatus.UnprocessableEntity, field: 'parent', as: 'whole' },
  'storage_item.into_itself': { status: ErrorStatus.UnprocessableEntity, field: 'parent', as: 'coded' },
  'storage_item.file_required': { status: ErrorStatus.UnprocessableEntity, field: 'file', as: 'coded' },
  'storage_item.not_pdf': { status: ErrorStatus.UnprocessableEntity, field: 'file', as: 'coded' },
  'storage_item.too_large': { status: ErrorStatus.UnprocessableEntity, field: 'file', as: 'coded' },
  'storage_item.quota_exceeded': { status: ErrorStatus.UnprocessableEntity, field: 'file', as: 'whole' },
  'storage_item.only_folders_published': {
    status: ErrorStatus.UnprocessableEntity,
    field: 'item_id',
    as: 'whole',
  },
  'storage_item.not_a_file': { status: ErrorStatus.UnprocessableEntity, field: 'item_id', as: 'whole' },
  'storage_item.share_forbidden': { status: ErrorStatus.Forbidden },
  'storage_item.edit_forbidden': { status: ErrorStatus.Forbidden },
  // The field is the one naming the user (`user_id`, `users.0`), given when raised.
  'storage_item.share_not_member': { status: ErrorStatus.UnprocessableEntity, field: 'user_id', as: 'coded' },
  // The field is the request's main id, given when raised.
  'storage_item.invalid_rpc_request': {
    status: ErrorStatus.UnprocessableEntity,
    field: 'organization_id',
    as: 'plain',
  },
  'storage_item.organization_not_uuid': {
    status: ErrorStatus.UnprocessableEntity,
    field: 'organization_id',
    as: 'plain',
  },
};

/** The code under its public name: both not-found answers are `storage_item.not_found`. */
const PUBLIC_CODE: Partial<Record<ItemsErrorCode, string>> = {
  'storage_item.folder_not_found': 'storage_item.not_found',
};

interface Refusal {
  message: string;
  /** The message beside the field, when it differs from the error's (`not_a_file`). */
  fieldMessage?: string;
  field?: string;
  params?: Record<string, string | number>;
}

function itemsError(code: ItemsErrorCode, refusal: Refusal): AppError {
  const answer = ANSWERS[code];
  const name = PUBLIC_CODE[code] ?? code;
  if (!('field' in answer)) return new AppError(name, answer.status, refusal.message);
  const field = refusal.field ?? answer.field;
  const errors = { [field]: [refusal.fieldMessage ?? refusal.message] };
  switch (answer.as) {
    case 'coded':
      return AppError.fieldError(field, name, refusal.message, refusal.params);
    case 'whole':
      return AppError.validation(errors, refusal.message, name);
    case 'plain':
      return AppError.validation(errors);
  }
}

export const ItemsError = {
  notFound: () => itemsError('storage_item.not_found', { message: 'Item not found.' }),
  invalidParent: () =>
    itemsError('storage_item.invalid_parent', { message: 'The selected parent is invalid.' }),
  tooDeep: () =>
    itemsError('storage_item.too_deep', { message: 'Folder creation not allowed at depth 5 or more' }),
  movedTooDeep: () =>
    itemsError('storage_item.moved_too_deep', { message: 'A folder may not end up at depth 5 or more.' }),
  intoItself: () =>
    itemsError('storage_item.into_itself', {
      message: 'A folder cannot be moved into itself or one of its folders.',
    }),
  fileRequired: () => itemsError('storage_item.file_required', { message: 'The file field is required.' }),
  notPdf: () => itemsError('storage_item.not_pdf', { message: 'The file must be a file of type: pdf.' }),
  tooLarge: (maxMegabytes: number) =>
    itemsError('storage_item.too_large', {
      message: `The file may not be greater than ${maxMegabytes} MB.`,
      params: { max_mb: maxMegabytes },
    }),
  quotaExceeded: () =>
    itemsError('storage_item.quota_exceeded', {
      message: 'The storage limit of your plan has been reached.',
    }),
  onlyFoldersPublished: () =>
    itemsError('storage_item.only_folders_published', { message: 'Only folders can be published.' }),
  publicFolderNotFound: () => itemsError('storage_item.folder_not_found', { message: 'Folder not found.' }),
  notAFile: () =>
    itemsError('storage_item.not_a_file', {
      message: 'Folders cannot be downloaded.',
      fieldMessage: 'The item is a folder, not a file.',
    }),
  shareForbidden: () =>
    itemsError('storage_item.share_forbidden', {
      message: 'Only the item’s creator or the organization’s owner can share or publish it.',
    }),
  editForbidden: () =>
    itemsError('storage_item.edit_forbidden', {
      message: 'The item is shared with you to read only.',
    }),
  shareNotMember: (field: string) =>
    itemsError('storage_item.share_not_member', {
      message: 'The user is not a member of the organization.',
      field,
    }),
  /** A request-reply payload its proto cannot read. */
  invalidRpcRequest: (pattern: string, field: string) =>
    itemsError('storage_item.invalid_rpc_request', {
      message: `The request is not a valid ${pattern} request.`,
      field,
    }),
  organizationNotUuid: () =>
    itemsError('storage_item.organization_not_uuid', { message: 'The organization id must be a uuid.' }),
};
