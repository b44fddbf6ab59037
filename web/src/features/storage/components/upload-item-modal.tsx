import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { FileDropZone } from '../../../components/file-drop-zone.js';
import { useUploadFileMutation } from '../api/storage-api.js';
import type { StorageUsage } from '../api/storage-types.js';
import { validateStorageUpload, type StorageUploadError } from '../utils/validate-storage-upload.js';
import styles from './storage.module.css';

const MAX_MB = 25;

/**
 * Upload a PDF into the open folder (workspace spec §5: PDF only, 25 MB, blocked when the storage
 * is full; §8: an error shows the first `errors.file` message, or a generic upload error).
 */
export function UploadItemModal({
  parent,
  usage,
  onClose,
}: {
  parent: string | null;
  usage?: StorageUsage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<StorageUploadError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploadFile, { isLoading }] = useUploadFileMutation();

  const problemText = (error: StorageUploadError) =>
    error === 'type'
      ? t('storage.upload.onlyPdf')
      : error === 'size'
        ? t('storage.upload.tooLarge', { max: MAX_MB })
        : t('storage.upload.quotaFull');

  const onFiles = (files: File[]) => {
    const first = files[0];
    if (!first) return;
    setFile(first);
    setServerError(null);
    setProblem(validateStorageUpload(first, usage));
  };

  const onUpload = async () => {
    if (!file || problem) return;
    const result = await uploadFile({ file, parent });
    if (!('error' in result)) {
      dispatch(
        alertShown({ kind: 'success', messageKey: 'storage.upload.done', values: { name: file.name } }),
      );
      onClose();
      return;
    }
    setServerError(fieldErrorsOf(result.error).file?.[0] ?? t('storage.upload.failed'));
  };

  const error = problem ? problemText(problem) : serverError;
  return (
    <ConfirmModal
      title={t('storage.upload.title')}
      confirmLabel={isLoading ? t('storage.upload.sending') : t('storage.upload.send')}
      busy={!file || !!problem || isLoading}
      onConfirm={() => void onUpload()}
      onClose={onClose}
    >
      <FileDropZone
        accept=".pdf,application/pdf"
        hint={t('storage.upload.hint', { max: MAX_MB })}
        onFiles={onFiles}
      />
      {file && (
        <p className={styles.chosen}>
          {t('storage.upload.chosen')}: <strong>{file.name}</strong>
        </p>
      )}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </ConfirmModal>
  );
}
