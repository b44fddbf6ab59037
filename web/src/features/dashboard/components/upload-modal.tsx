import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { FileDropZone } from '../../../components/file-drop-zone.js';
import { Modal } from '../../../components/modal.js';
import { paths } from '../../../config/paths.js';
import { validateUploadFile, type UploadFileError } from '../../../lib/envelopes/validate-upload-file.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useDeleteEnvelopeMutation } from '../../../lib/envelopes/saved-envelope-api.js';
import { formatSize } from '../../../lib/format-size.js';
import { useDocumentsAddMutation, useEnvelopesCreateMutation } from '../api/dashboard-api.js';
import { envelopeTitleFromFileName } from '../../../lib/envelopes/envelope-title-from-file-name.js';
import styles from './upload-modal.module.css';

/** Spec §2 and §5: the dashboard accepts these types up to 25 MB, 25 files per envelope. */
export const DASHBOARD_UPLOAD_RULES = {
  extensions: ['pdf', 'odt', 'doc', 'docx', 'rtf', 'html'],
  maxBytes: 25 * 1024 * 1024,
  maxFiles: 25,
} as const;

interface ChosenFile {
  key: number;
  file: File;
  error: UploadFileError | null;
}

/**
 * Choose files, then make an envelope of them: the envelope is created from the first file's name,
 * the valid files are added to it, and the wizard opens at its recipients step (spec §4, step 1→2).
 */
export function UploadModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const nextKey = useRef(0);
  // A retry after a failed document must not create a second envelope nor add a file twice.
  const created = useRef<{ id: string; uploaded: Set<number> } | null>(null);
  const [createEnvelope] = useEnvelopesCreateMutation();
  const [addDocument] = useDocumentsAddMutation();
  const [deleteEnvelope] = useDeleteEnvelopeMutation();

  const valid = files.filter((chosen) => !chosen.error);

  // Closed after its first document failed, the envelope made for it is not left as an empty draft.
  const close = () => {
    if (created.current && created.current.uploaded.size === 0) void deleteEnvelope(created.current.id);
    onClose();
  };

  const onFiles = (picked: File[]) => {
    const room = DASHBOARD_UPLOAD_RULES.maxFiles - files.length;
    if (picked.length > room) {
      dispatch(
        alertShown({
          kind: 'warning',
          messageKey: 'upload.tooManyFiles',
          values: { max: DASHBOARD_UPLOAD_RULES.maxFiles },
        }),
      );
    }
    const added = picked.slice(0, Math.max(0, room)).map((file) => ({
      key: nextKey.current++,
      file,
      error: validateUploadFile(file, DASHBOARD_UPLOAD_RULES),
    }));
    setFiles((current) => [...current, ...added]);
  };

  const errorText = (error: UploadFileError) =>
    error.code === 'INVALID_FILE_TYPE'
      ? t('upload.invalidType', { extensions: error.extensions.join(', ') })
      : t('upload.invalidSize', { max: error.maxMb });

  const onContinue = async () => {
    if (valid.length === 0) return;
    setBusy(true);
    setFormErrors([]);
    try {
      if (!created.current) {
        const result = await createEnvelope({
          body: { title: envelopeTitleFromFileName(valid[0]!.file.name) },
        });
        if ('error' in result) {
          const fieldErrors = Object.values(fieldErrorsOf(result.error)).flat();
          if (fieldErrors.length > 0) setFormErrors(fieldErrors);
          else if (!reportedByBaseQuery(result.error))
            dispatch(failureAlert('upload.createError', result.error));
          return;
        }
        created.current = { id: result.data.id, uploaded: new Set() };
      }
      const envelope = created.current;
      for (const chosen of valid) {
        if (envelope.uploaded.has(chosen.key)) continue;
        const result = await addDocument({ envelopeId: envelope.id, body: { file: chosen.file } });
        if ('error' in result) {
          if (!reportedByBaseQuery(result.error))
            dispatch(
              alertShown({
                kind: 'danger',
                messageKey: 'upload.documentError',
                values: { name: chosen.file.name, message: errorMessageOf(result.error) ?? '' },
              }),
            );
          return;
        }
        envelope.uploaded.add(chosen.key);
      }
      navigate(paths.business.envelopes.recipients.getHref(envelope.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('upload.title')}
      onClose={close}
      dismissable={!busy}
      size="large"
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void onContinue()} disabled={busy || valid.length === 0}>
            {busy ? t('upload.sending') : t('upload.continue')}
          </Button>
        </>
      }
    >
      <FileDropZone
        accept={DASHBOARD_UPLOAD_RULES.extensions.map((extension) => `.${extension}`).join(',')}
        hint={t('upload.hint', {
          extensions: DASHBOARD_UPLOAD_RULES.extensions.join(', '),
          max: DASHBOARD_UPLOAD_RULES.maxBytes / (1024 * 1024),
        })}
        onFiles={onFiles}
      />
      {formErrors.length > 0 && (
        <ul className={styles.formErrors} role="alert">
          {formErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('upload.chosen')}>
          {files.map((chosen) => (
            <li key={chosen.key} className={chosen.error ? `${styles.file} ${styles.invalid}` : styles.file}>
              <span className={styles.fileText}>
                <span className={styles.fileName}>{chosen.file.name}</span>
                {chosen.error ? (
                  <span className={styles.fileError}>{errorText(chosen.error)}</span>
                ) : (
                  <span className={styles.fileSize}>{formatSize(chosen.file.size, i18n.language)}</span>
                )}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('upload.remove', { name: chosen.file.name })}
                disabled={busy}
                onClick={() => setFiles((current) => current.filter((item) => item.key !== chosen.key))}
              >
                <ActionIcon name="trash" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
