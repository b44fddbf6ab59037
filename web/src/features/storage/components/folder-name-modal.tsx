import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { NameModal } from '../../../components/name-modal.js';
import { useItemsCreateMutation, useItemsRenameMutation } from '../api/storage-api.js';
import type { StorageItem } from '../api/storage-types.js';
import styles from './storage.module.css';

type Mode = { kind: 'create'; parent: string | null } | { kind: 'rename'; item: StorageItem };

/**
 * New folder and rename (workspace spec §5: the name is required; a 422 puts the server's field
 * errors under the field; §8: a 404 on rename closes the modal with a not-found alert).
 */
export function FolderNameModal({ mode, onClose }: { mode: Mode; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [createFolder, creation] = useItemsCreateMutation();
  const [renameItem, renaming] = useItemsRenameMutation();
  const isFolder = mode.kind === 'create' || mode.item.is_directory;

  const title =
    mode.kind === 'create'
      ? t('storage.folder.createTitle')
      : t(isFolder ? 'storage.rename.folderTitle' : 'storage.rename.fileTitle');

  const save = async (name: string) => {
    const result =
      mode.kind === 'create'
        ? await createFolder({ body: mode.parent ? { name, parent: mode.parent } : { name } })
        : await renameItem({ id: mode.item.id, body: { name } });
    if (!('error' in result)) {
      dispatch(
        alertShown({
          kind: 'success',
          messageKey: mode.kind === 'create' ? 'storage.folder.created' : 'storage.rename.done',
        }),
      );
      onClose();
      return;
    }
    const status = statusOf(result.error);
    if (status === 422) {
      const fields = fieldErrorsOf(result.error);
      return fields.name ?? Object.values(fields).flat();
    }
    if (status === 404) {
      dispatch(alertShown({ kind: 'danger', messageKey: 'storage.errors.notFound' }));
      onClose();
      return;
    }
    dispatch(alertShown({ kind: 'danger', messageKey: 'alerts.generic' }));
  };

  return (
    <NameModal
      title={title}
      submitLabel={mode.kind === 'create' ? t('storage.folder.create') : t('storage.rename.save')}
      label={t('storage.folder.name')}
      requiredMessage={t('storage.folder.nameRequired')}
      busy={creation.isLoading || renaming.isLoading}
      initialName={mode.kind === 'rename' ? mode.item.name : ''}
      classNames={{
        form: styles.form,
        label: styles.label,
        input: styles.input,
        error: styles.fieldError,
      }}
      onSave={save}
      onClose={onClose}
    />
  );
}
