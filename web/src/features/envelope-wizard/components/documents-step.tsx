import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { FileDropZone } from '../../../components/file-drop-zone.js';
import { Icon } from '../../../components/icon.js';
import { Modal } from '../../../components/modal.js';
import { paths } from '../../../config/paths.js';
import { envelopeTitleFromFileName } from '../../../lib/envelopes/envelope-title-from-file-name.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { validateUploadFile } from '../../../lib/envelopes/validate-upload-file.js';
import { remainingSignatures } from '../../../lib/subscription/remaining-signatures.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import {
  useAddWizardDocumentMutation,
  useAttachWizardStorageItemMutation,
  useCreateWizardEnvelopeMutation,
  useDeleteWizardDocumentMutation,
} from '../api/wizard-api.js';
import type { StorageItem } from '../api/wizard-types.js';
import { formatSize } from '../../../lib/format-size.js';
import { useDeleteEnvelopeMutation } from '../../../lib/envelopes/saved-envelope-api.js';
import { conversionErrorKey } from '../utils/conversion-error-key.js';
import { rememberLocalDocument } from '../utils/local-document-files.js';
import { stepHref } from '../utils/wizard-steps.js';
import bannerStyles from './credit-limit-banner.module.css';
import { RemovedContentNotice } from './removed-content-notice.js';
import { StepActions } from './step-actions.js';
import { StoragePicker } from './storage-picker.js';
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
  | { code: 'NOT_FOUND' }
  | { code: 'SERVER'; message: string };

/**
 * Upload item status (spec §4; workspace spec §3, §4): a stored item (no File payload) starts as
 * uploaded; a file from the computer has none until it is sent; sending is uploading; a failure
 * is error. Documents on the envelope being removed are deleting.
 */
type UploadStatus = 'uploading' | 'uploaded' | 'error';

/** A file from the computer or a stored PDF, chosen and not yet on the envelope. */
type ChosenFile = {
  key: number;
  name: string;
  size: number;
  error: FileError | null;
  status: UploadStatus | null;
} & ({ file: File; item?: undefined } | { item: StorageItem; file?: undefined });

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
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { envelopeId, envelope, goTo } = useWizard();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerTab, setPickerTab] = useState<'computer' | 'storage'>('computer');
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);
  const createdId = useRef<string | undefined>(envelopeId);
  const [createEnvelope] = useCreateWizardEnvelopeMutation();
  // A draft created for files that then all failed to upload is removed again (no orphan draft).
  const [deleteEnvelope] = useDeleteEnvelopeMutation();
  const [addDocument] = useAddWizardDocumentMutation();
  const [attachStorageItem] = useAttachWizardStorageItemMutation();
  const [deleteDocument] = useDeleteWizardDocumentMutation();

  const existing = envelope?.documents ?? [];
  const valid = files.filter((chosen) => !chosen.error);
  const takenItems = new Set(files.flatMap((chosen) => (chosen.item ? [chosen.item.id] : [])));

  /** Adds chosen files, marking those beyond the envelope's 25 (spec §5) and invalid ones. */
  const choose = (picked: (Pick<ChosenFile, 'error'> & ({ file: File } | { item: StorageItem }))[]) => {
    setFiles((current) => {
      let room =
        WIZARD_UPLOAD_RULES.maxFiles - existing.length - current.filter((chosen) => !chosen.error).length;
      const added = picked.map((entry): ChosenFile => {
        let error = entry.error;
        if (!error && room <= 0) error = { code: 'MAX_FILES', max: WIZARD_UPLOAD_RULES.maxFiles };
        if (!error) room -= 1;
        const key = nextKey.current++;
        return 'file' in entry
          ? { key, file: entry.file, name: entry.file.name, size: entry.file.size, error, status: null }
          : {
              key,
              item: entry.item,
              name: entry.item.name,
              size: entry.item.size,
              error,
              status: 'uploaded',
            };
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

  const onFiles = (picked: File[]) =>
    choose(picked.map((file) => ({ file, error: validateUploadFile(file, WIZARD_UPLOAD_RULES) })));

  const onStorageItems = (picked: StorageItem[]) =>
    choose(picked.filter((item) => !takenItems.has(item.id)).map((item) => ({ item, error: null })));

  const setStatus = (key: number, status: UploadStatus, error: FileError | null = null) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, status, error } : item)));

  const errorText = (error: FileError) => {
    switch (error.code) {
      case 'INVALID_FILE_TYPE':
        return t('upload.invalidType', { extensions: error.extensions.join(', ') });
      case 'INVALID_FILE_SIZE':
        return t('upload.invalidSize', { max: error.maxMb });
      case 'MAX_FILES':
        return t('upload.tooManyFiles', { max: error.max });
      case 'NOT_FOUND':
        return t('wizard.documents.storage.notFound');
      case 'SERVER':
        return error.message;
    }
  };

  /**
   * Creates the envelope if needed and adds the valid files; null when something failed. An
   * envelope created here that got no document is deleted again, so a failed first upload leaves
   * no empty draft behind (the next try creates a fresh one).
   */
  const save = async (): Promise<string | null> => {
    let id = createdId.current;
    const createdNow = !id;
    let added = 0;
    if (!id) {
      if (valid.length === 0) return null;
      const result = await createEnvelope({ title: envelopeTitleFromFileName(valid[0]!.name) });
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
      setStatus(chosen.key, 'uploading');
      const result = chosen.file
        ? await addDocument({ envelopeId: id, file: chosen.file })
        : await attachStorageItem({ envelopeId: id, item: chosen.item });
      if ('error' in result) {
        // Contracts: 404 for a stored item that is gone or belongs to another organization.
        const fileError: FileError | null =
          chosen.item && statusOf(result.error) === 404
            ? { code: 'NOT_FOUND' }
            : serverFileError(result.error);
        setStatus(chosen.key, 'error', fileError);
        if (createdNow && added === 0) {
          createdId.current = undefined;
          void deleteEnvelope(id);
        }
        if (!fileError && !reportedByBaseQuery(result.error))
          dispatch(
            alertShown({
              kind: 'danger',
              messageKey: 'upload.documentError',
              values: { name: chosen.name, message: errorMessageOf(result.error) ?? '' },
            }),
          );
        return null;
      }
      added += 1;
      if (chosen.file) rememberLocalDocument(result.data.id, chosen.file);
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
    if (!envelopeId || deleting.has(documentId)) return;
    setDeleting((current) => new Set(current).add(documentId));
    const result = await deleteDocument({ envelopeId, documentId });
    setDeleting((current) => {
      const next = new Set(current);
      next.delete(documentId);
      return next;
    });
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
            <li
              key={document.id}
              className={styles.fileRow}
              aria-busy={deleting.has(document.id) || undefined}
            >
              <ActionIcon name="signaturePage" />
              <span className={styles.fileText}>
                <span className={styles.fileName}>{document.name}</span>
                {deleting.has(document.id) && (
                  <span className={styles.muted}>{t('wizard.documents.status.deleting')}</span>
                )}
                {document.conversion_status === 'converting' && (
                  <span className={styles.muted}>{t('wizard.documents.converting')}</span>
                )}
                {document.conversion_status === 'failed' && (
                  <span className={styles.fieldError} role="alert">
                    {t(conversionErrorKey(document)!, { name: document.name })}
                  </span>
                )}
                <RemovedContentNotice removed={document.removed_content} />
              </span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('wizard.documents.delete', { name: document.name })}
                disabled={deleting.has(document.id)}
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
              data-status={chosen.status ?? undefined}
              aria-busy={chosen.status === 'uploading' || undefined}
            >
              <ActionIcon name={chosen.error ? 'warning' : 'upload'} />
              <span className={styles.fileText}>
                <span className={styles.fileName}>{chosen.name}</span>
                {chosen.error ? (
                  <span className={styles.fieldError}>{errorText(chosen.error)}</span>
                ) : (
                  <span className={chosen.status === 'error' ? styles.fieldError : styles.muted}>
                    {[
                      chosen.status && t(`wizard.documents.status.${chosen.status}`),
                      chosen.item && t('wizard.documents.storage.fromStorage'),
                      formatSize(chosen.size, i18n.language),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
              </span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('upload.remove', { name: chosen.name })}
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
          actions={
            <Button variant="secondary" onClick={() => setPickerOpen(false)}>
              {t('wizard.documents.pickerDone')}
            </Button>
          }
        >
          <div
            role="tablist"
            className={styles.tabs}
            onKeyDown={(event) => {
              // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = pickerTab === 'computer' ? 'storage' : 'computer';
              setPickerTab(next);
              event.currentTarget.querySelector<HTMLElement>(`#wizard-picker-${next}-tab`)?.focus();
            }}
          >
            {(['computer', 'storage'] as const).map((tab) => (
              <button
                key={tab}
                id={`wizard-picker-${tab}-tab`}
                type="button"
                role="tab"
                aria-selected={pickerTab === tab}
                aria-controls={`wizard-picker-${tab}`}
                tabIndex={pickerTab === tab ? 0 : -1}
                className={pickerTab === tab ? styles.tabActive : styles.tab}
                onClick={() => setPickerTab(tab)}
              >
                {tab === 'computer' ? (
                  <ActionIcon name="computer" size={16} />
                ) : (
                  <Icon name="storage" size={16} />
                )}{' '}
                {t(`wizard.documents.${tab}Tab`)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`wizard-picker-${pickerTab}`}
            aria-labelledby={`wizard-picker-${pickerTab}-tab`}
          >
            {pickerTab === 'computer' ? (
              <FileDropZone
                accept={accept}
                hint={hint}
                onFiles={(picked) => {
                  onFiles(picked);
                  setPickerOpen(false);
                }}
              />
            ) : (
              <StoragePicker
                taken={takenItems}
                onPick={(picked) => {
                  onStorageItems(picked);
                  setPickerOpen(false);
                }}
              />
            )}
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
