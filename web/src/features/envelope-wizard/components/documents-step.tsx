import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { FileDropZone } from '../../../components/file-drop-zone.js';
import { Modal } from '../../../components/modal.js';
import { paths } from '../../../config/paths.js';
import { envelopeTitleFromFileName } from '../../../lib/envelopes/envelope-title-from-file-name.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { validateUploadFile } from '../../../lib/envelopes/validate-upload-file.js';
import { remainingSignatures } from '../../../lib/subscription/remaining-signatures.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import {
  useAddWizardDocumentMutation,
  useCreateWizardEnvelopeMutation,
  useDeleteWizardDocumentMutation,
} from '../api/wizard-api.js';
import { rememberLocalDocument } from '../utils/local-document-files.js';
import { stepHref } from '../utils/wizard-steps.js';
import bannerStyles from './credit-limit-banner.module.css';
import { StepActions } from './step-actions.js';
import styles from './wizard.module.css';
import { useRegisterSave, useWizard } from './wizard-context.js';

/** Spec §5 "Files": 25 files per envelope, 25 MB each, the types the upload accepts. */
export const WIZARD_UPLOAD_RULES = {
  extensions: ['pdf', 'odt', 'doc', 'docx', 'rtf', 'html'],
  maxBytes: 25 * 1024 * 1024,
  maxFiles: 25,
} as const;

type FileError =
  | { code: 'INVALID_FILE_TYPE'; extensions: readonly string[] }
  | { code: 'INVALID_FILE_SIZE'; maxMb: number }
  | { code: 'MAX_FILES'; max: number }
  | { code: 'SERVER'; message: string };

interface ChosenFile {
  key: number;
  file: File;
  error: FileError | null;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The server's INVALID_FILE_TYPE / INVALID_FILE_SIZE answers (spec §5, §8), as a file's error. */
const serverFileError = (error: unknown): FileError | null => {
  const message = errorMessageOf(error);
  if (message === 'INVALID_FILE_TYPE')
    return { code: 'INVALID_FILE_TYPE', extensions: WIZARD_UPLOAD_RULES.extensions };
  if (message === 'INVALID_FILE_SIZE')
    return { code: 'INVALID_FILE_SIZE', maxMb: WIZARD_UPLOAD_RULES.maxBytes / (1024 * 1024) };
  const detail = Object.values(fieldErrorsOf(error)).flat()[0];
  return detail ? { code: 'SERVER', message: detail } : null;
};

/**
 * Step 1 (spec §2, §4): choose files; the envelope is created if new (a 201 is needed) and the
 * valid files are added to it. Invalid files stay listed with their error and are not sent.
 */
export function DocumentsStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { envelopeId, envelope, goTo } = useWizard();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);
  const createdId = useRef<string | undefined>(envelopeId);
  const [createEnvelope] = useCreateWizardEnvelopeMutation();
  const [addDocument] = useAddWizardDocumentMutation();
  const [deleteDocument] = useDeleteWizardDocumentMutation();

  const existing = envelope?.documents ?? [];
  const valid = files.filter((chosen) => !chosen.error);

  const onFiles = (picked: File[]) => {
    setFiles((current) => {
      let room =
        WIZARD_UPLOAD_RULES.maxFiles - existing.length - current.filter((chosen) => !chosen.error).length;
      const added = picked.map((file) => {
        let error: FileError | null = validateUploadFile(file, WIZARD_UPLOAD_RULES);
        if (!error && room <= 0) error = { code: 'MAX_FILES', max: WIZARD_UPLOAD_RULES.maxFiles };
        if (!error) room -= 1;
        return { key: nextKey.current++, file, error };
      });
      if (added.some((chosen) => chosen.error?.code === 'MAX_FILES'))
        dispatch(
          alertShown({
            kind: 'warning',
            messageKey: 'upload.tooManyFiles',
            values: { max: WIZARD_UPLOAD_RULES.maxFiles },
          }),
        );
      return [...current, ...added];
    });
  };

  const errorText = (error: FileError) => {
    switch (error.code) {
      case 'INVALID_FILE_TYPE':
        return t('upload.invalidType', { extensions: error.extensions.join(', ') });
      case 'INVALID_FILE_SIZE':
        return t('upload.invalidSize', { max: error.maxMb });
      case 'MAX_FILES':
        return t('upload.tooManyFiles', { max: error.max });
      case 'SERVER':
        return error.message;
    }
  };

  /** Creates the envelope if needed and adds the valid files; false when something failed. */
  const save = async (): Promise<string | null> => {
    let id = createdId.current;
    if (!id) {
      if (valid.length === 0) return null;
      const result = await createEnvelope({ title: envelopeTitleFromFileName(valid[0]!.file.name) });
      if ('error' in result || !result.data.created) {
        if ('error' in result && reportedByBaseQuery(result.error)) return null;
        dispatch(
          alertShown({
            kind: 'danger',
            messageKey: 'wizard.documents.createError',
            values: { message: 'error' in result ? (errorMessageOf(result.error) ?? '') : '' },
          }),
        );
        return null;
      }
      id = result.data.envelope.id;
      createdId.current = id;
    }
    for (const chosen of valid) {
      const result = await addDocument({ envelopeId: id, file: chosen.file });
      if ('error' in result) {
        const fileError = serverFileError(result.error);
        if (fileError)
          setFiles((current) =>
            current.map((item) => (item.key === chosen.key ? { ...item, error: fileError } : item)),
          );
        else if (!reportedByBaseQuery(result.error))
          dispatch(
            alertShown({
              kind: 'danger',
              messageKey: 'upload.documentError',
              values: { name: chosen.file.name, message: errorMessageOf(result.error) ?? '' },
            }),
          );
        return null;
      }
      rememberLocalDocument(result.data.id, chosen.file);
      setFiles((current) => current.filter((item) => item.key !== chosen.key));
    }
    return id;
  };

  useRegisterSave(async () => {
    if (!createdId.current && valid.length === 0) return true;
    return (await save()) !== null;
  });

  const onNext = async () => {
    setBusy(true);
    try {
      const id = await save();
      if (id) goTo(stepHref('recipients', id));
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async (documentId: string, name: string) => {
    if (!envelopeId) return;
    const result = await deleteDocument({ envelopeId, documentId });
    if ('error' in result && !reportedByBaseQuery(result.error))
      dispatch(
        alertShown({
          kind: 'danger',
          messageKey: 'wizard.documents.deleteError',
          values: { name, message: errorMessageOf(result.error) ?? '' },
        }),
      );
  };

  const hint = t('upload.hint', {
    extensions: WIZARD_UPLOAD_RULES.extensions.join(', '),
    max: WIZARD_UPLOAD_RULES.maxBytes / (1024 * 1024),
  });
  const accept = WIZARD_UPLOAD_RULES.extensions.map((extension) => `.${extension}`).join(',');

  return (
    <section className={styles.card} aria-labelledby="wizard-documents-title">
      <div className={styles.cardHead}>
        <h1 id="wizard-documents-title" className={styles.stepTitle}>
          {t('wizard.documents.title')}
        </h1>
        <Button variant="secondary" onClick={() => setPickerOpen(true)}>
          {t('wizard.documents.pick')}
        </Button>
      </div>
      <CreditLimitBanner />
      <FileDropZone accept={accept} hint={hint} onFiles={onFiles} />

      {existing.length > 0 && (
        <ul className={styles.fileList} aria-label={t('wizard.documents.onEnvelope')}>
          {existing.map((document) => (
            <li key={document.id} className={styles.fileRow}>
              <ActionIcon name="signaturePage" />
              <span className={styles.fileText}>
                <span className={styles.fileName}>{document.name}</span>
                {document.conversion_status === 'converting' && (
                  <span className={styles.muted}>{t('wizard.documents.converting')}</span>
                )}
                {document.conversion_status === 'failed' && (
                  <span className={styles.fieldError}>{t('wizard.documents.conversionFailed')}</span>
                )}
              </span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('wizard.documents.delete', { name: document.name })}
                onClick={() => void onDelete(document.id, document.name)}
              >
                <ActionIcon name="trash" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}

      {files.length > 0 && (
        <ul className={styles.fileList} aria-label={t('upload.chosen')}>
          {files.map((chosen) => (
            <li
              key={chosen.key}
              className={chosen.error ? `${styles.fileRow} ${styles.invalid}` : styles.fileRow}
            >
              <ActionIcon name={chosen.error ? 'warning' : 'upload'} />
              <span className={styles.fileText}>
                <span className={styles.fileName}>{chosen.file.name}</span>
                {chosen.error ? (
                  <span className={styles.fieldError}>{errorText(chosen.error)}</span>
                ) : (
                  <span className={styles.muted}>{formatSize(chosen.file.size)}</span>
                )}
              </span>
              <button
                type="button"
                className={styles.iconButton}
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

      <StepActions
        backHref={paths.business.documents.draft.getHref()}
        backLabel={t('wizard.toDrafts')}
        nextDisabled={busy || (existing.length === 0 && valid.length === 0)}
        busy={busy}
        onNext={() => void onNext()}
      />

      {pickerOpen && (
        <Modal
          title={t('wizard.documents.pickerTitle')}
          size="large"
          onClose={() => setPickerOpen(false)}
          actions={<Button onClick={() => setPickerOpen(false)}>{t('wizard.documents.pickerDone')}</Button>}
        >
          {/* The Storage tab shows only where the organization may pick from storage; it may not yet. */}
          <div role="tablist" className={styles.tabs}>
            <button type="button" role="tab" aria-selected="true" className={styles.tabActive}>
              <ActionIcon name="computer" size={16} /> {t('wizard.documents.computerTab')}
            </button>
          </div>
          <div role="tabpanel">
            <FileDropZone
              accept={accept}
              hint={hint}
              onFiles={(picked) => {
                onFiles(picked);
                setPickerOpen(false);
              }}
            />
          </div>
        </Modal>
      )}
    </section>
  );
}

/**
 * Spec §2, step 1: the credit-limit warning once no signature is left in the plan's cycle, naming
 * the plan's interval (mensal, anual ...) with an upgrade link to the plan page's plans tab.
 * Nothing shows while the subscription is unknown: the send itself still checks the credits.
 */
function CreditLimitBanner() {
  const { t } = useTranslation();
  const { subscription } = useSubscription();
  if (!subscription || remainingSignatures(subscription) > 0) return null;
  return (
    <div role="alert" className={bannerStyles.banner}>
      <span className={bannerStyles.text}>
        {t('wizard.documents.creditLimit', {
          interval: t(`subscription.interval.${subscription.plan.interval_name}`),
        })}
      </span>
      <Link to={paths.account.billing.plan.getHref({ tab: 'plans' })} className={bannerStyles.link}>
        {t('wizard.documents.creditLimitUpgrade')}
      </Link>
    </div>
  );
}
