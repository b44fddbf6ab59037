import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '../../../components/confirm-modal.js';
import { useItemsRemoveMutation } from '../api/storage-api.js';
import type { StorageItem } from '../api/storage-types.js';
import { useItemOutcome } from '../hooks/use-item-outcome.js';

/**
 * Delete a file or folder (workspace spec §8: 204 shows success, 404 the not-found alert, any
 * other failure the server's message or a generic error).
 */
export function DeleteItemModal({ item, onClose }: { item: StorageItem; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useItemOutcome();
  const [deleteItem, { isLoading }] = useItemsRemoveMutation();

  const onConfirm = async () => {
    const result = await deleteItem({ id: item.id });
    onClose();
    report(result, { kind: 'success', messageKey: 'storage.delete.done' }, 'storage.delete.failed');
  };

  return (
    <ConfirmModal
      title={t(item.is_directory ? 'storage.delete.folderTitle' : 'storage.delete.fileTitle')}
      confirmLabel={t('storage.delete.confirm')}
      busy={isLoading}
      onConfirm={() => void onConfirm()}
      onClose={onClose}
    >
      <p>
        {t(item.is_directory ? 'storage.delete.folderMessage' : 'storage.delete.fileMessage', {
          name: item.name,
        })}
      </p>
    </ConfirmModal>
  );
}
