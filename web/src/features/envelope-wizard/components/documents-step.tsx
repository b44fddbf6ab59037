import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { FileDropZone } from '../../../components/file-drop-zone.js';
import { Icon } from '../../../components/icon.js';
import { Modal } from '../../../components/modal.js';
import { paths } from '../../../config/paths.js';
import { remainingSignatures } from '../../../lib/subscription/remaining-signatures.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import { formatSize } from '../../../lib/format-size.js';
import { useChosenFiles } from '../hooks/use-chosen-files.js';
import { useDeleteDocument } from '../hooks/use-delete-document.js';
import { useUploadDocuments } from '../hooks/use-upload-documents.js';
import { WIZARD_UPLOAD_RULES, type FileError } from '../utils/chosen-file.js';
import { conversionErrorKey } from '../utils/conversion-error-key.js';
import { stepHref } from '../utils/wizard-steps.js';
import bannerStyles from './credit-limit-banner.module.css';
import { RemovedContentNotice } from './removed-content-notice.js';
import { StepActions } from './step-actions.js';
import { StoragePicker } from './storage-picker.js';
import styles from './wizard.module.css';
import { useRegisterSave, useWizard } from './wizard-context.js';
import { StepCard } from './step-card.js';

export { WIZARD_UPLOAD_RULES } from '../utils/chosen-file.js';

/**
 * Step 1 (spec §2, §4): choose files; the envelope is created if new (a 201 is needed) and the
 * valid files are added to it. Invalid files stay listed with their error and are not sent.
 */
export function DocumentsStep() {
  const { t, i18n } = useTranslation();
  const { envelopeId, envelope, goTo } = useWizard();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerTab, setPickerTab] = useState<'computer' | 'storage'>('computer');
  const [busy, setBusy] = useState(false);
  const existing = envelope?.documents ?? [];
  const chosenFiles = useChosenFiles(existing);
  const { files, valid, takenItems, onFiles, onStorageItems } = chosenFiles;
  const { save, nothingToSave } = useUploadDocuments(envelopeId, chosenFiles);
  const { deleting, remove: onDelete } = useDeleteDocument(envelopeId);

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

  useRegisterSave(async () => {
    if (nothingToSave()) return true;
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

  const hint = t('upload.hint', {
    extensions: WIZARD_UPLOAD_RULES.extensions.join(', '),
    max: WIZARD_UPLOAD_RULES.maxBytes / (1024 * 1024),
  });
  const accept = WIZARD_UPLOAD_RULES.extensions.map((extension) => `.${extension}`).join(',');

  return (
    <StepCard
      step="documents"
      title={t('wizard.documents.title')}
      aside={
        <Button variant="secondary" onClick={() => setPickerOpen(true)}>
          {t('wizard.documents.pick')}
        </Button>
      }
    >
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
                onClick={() => chosenFiles.drop(chosen.key)}
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
    </StepCard>
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
