import { AppError } from '@rubrica/errors';
import { ItemsError } from './items.exception.js';

describe('storage item refusals', () => {
  it('keep their statuses, codes and bodies', () => {
    expect(ItemsError.notFound()).toMatchObject({ status: 404, code: 'storage_item.not_found' });
    expect(ItemsError.publicFolderNotFound().toBody()).toEqual({
      message: 'Folder not found.',
      code: 'storage_item.not_found',
    });
    expect(ItemsError.shareForbidden().status).toBe(403);
    expect(ItemsError.tooLarge(20).toBody()).toEqual(
      AppError.fieldError('file', 'storage_item.too_large', 'The file may not be greater than 20 MB.', {
        max_mb: 20,
      }).toBody(),
    );
    expect(ItemsError.shareNotMember('users.0').toBody()).toEqual(
      AppError.fieldError(
        'users.0',
        'storage_item.share_not_member',
        'The user is not a member of the organization.',
      ).toBody(),
    );
    expect(ItemsError.notAFile().toBody()).toEqual({
      message: 'Folders cannot be downloaded.',
      code: 'storage_item.not_a_file',
      errors: { item_id: ['The item is a folder, not a file.'] },
    });
    expect(ItemsError.invalidRpcRequest('storage.usage.v1', 'organization_id').toBody()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation.failed',
      errors: { organization_id: ['The request is not a valid storage.usage.v1 request.'] },
    });
  });
});
