import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { FormModal } from '../../../components/form-modal.js';
import { TextField } from '../../../components/text-field.js';
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
  const inputId = useId();
  const [name, setName] = useState(mode.kind === 'rename' ? mode.item.name : '');
  const [errors, setErrors] = useState<string[]>([]);
  const [createFolder, creation] = useItemsCreateMutation();
  const [renameItem, renaming] = useItemsRenameMutation();
  const busy = creation.isLoading || renaming.isLoading;
  const isFolder = mode.kind === 'create' || mode.item.is_directory;

  const title =
    mode.kind === 'create'
      ? t('storage.folder.createTitle')
      : t(isFolder ? 'storage.rename.folderTitle' : 'storage.rename.fileTitle');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors([t('storage.folder.nameRequired')]);
      return;
    }
    const result =
      mode.kind === 'create'
        ? await createFolder({
            body: mode.parent ? { name: trimmed, parent: mode.parent } : { name: trimmed },
          })
        : await renameItem({ id: mode.item.id, body: { name: trimmed } });
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
      setErrors(fields.name ?? Object.values(fields).flat());
      return;
    }
    if (status === 404) {
      dispatch(alertShown({ kind: 'danger', messageKey: 'storage.errors.notFound' }));
      onClose();
      return;
    }
    dispatch(alertShown({ kind: 'danger', messageKey: 'alerts.generic' }));
  };

  return (
    <FormModal
      title={title}
      submitLabel={mode.kind === 'create' ? t('storage.folder.create') : t('storage.rename.save')}
      busy={busy}
      formClassName={styles.form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        id={inputId}
        label={t('storage.folder.name')}
        errors={errors}
        labelClassName={styles.label}
        inputClassName={styles.input}
        errorClassName={styles.fieldError}
        value={name}
        maxLength={255}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          setErrors([]);
        }}
      />
    </FormModal>
  );
}
