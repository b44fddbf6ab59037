import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { useDeleteItemMutation } from '../api/storage-api.js';
import type { StorageItem } from '../api/storage-types.js';

/**
 * Delete a file or folder (workspace spec §8: 204 shows success, 404 the not-found alert, any
 * other failure the server's message or a generic error).
 */
export function DeleteItemModal({ item, onClose }: { item: StorageItem; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [deleteItem, { isLoading }] = useDeleteItemMutation();

  const onConfirm = async () => {
    const result = await deleteItem(item.id);
    onClose();
    if (!('error' in result)) {
      dispatch(alertShown({ kind: 'success', messageKey: 'storage.delete.done' }));
      return;
    }
    if (statusOf(result.error) === 404) {
      dispatch(alertShown({ kind: 'danger', messageKey: 'storage.errors.notFound' }));
      return;
    }
    const message = errorMessageOf(result.error);
    dispatch(
      message
        ? alertShown({ kind: 'danger', messageKey: 'storage.errors.server', values: { message } })
        : alertShown({ kind: 'danger', messageKey: 'storage.delete.failed' }),
    );
  };

  return (
    <Modal
      title={t(item.is_directory ? 'storage.delete.folderTitle' : 'storage.delete.fileTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void onConfirm()} disabled={isLoading}>
            {t('storage.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>
        {t(item.is_directory ? 'storage.delete.folderMessage' : 'storage.delete.fileMessage', {
          name: item.name,
        })}
      </p>
    </Modal>
  );
}
