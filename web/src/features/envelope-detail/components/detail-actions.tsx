import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { Modal } from '../../../components/modal.js';
import { useFileDownload } from '../../../hooks/use-file-download.js';
import type { EnvelopeDetail as Envelope } from '../../../lib/envelopes/envelope-types.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useSaveAsTemplate } from '../../../lib/envelopes/use-save-as-template.js';
import { useSendingCancelMutation, useSendingResendMutation } from '../api/envelope-detail-api.js';
import styles from './envelope-detail.module.css';
import { RejectModal } from './reject-modal.js';
import type { Viewer } from './viewer.js';

const isInTransit = (envelope: Envelope) => envelope.state === 'in-transit';

/** Every recipient is signing on the sender's device: nobody to notify. */
const isPurelyFaceToFace = (envelope: Envelope) =>
  (envelope.recipients ?? []).length > 0 &&
  (envelope.recipients ?? []).every((recipient) => recipient.addressees[0]?.via === 'face-to-face');

/**
 * The envelope's actions and their conditions (spec §2, envelope detail; §6): downloads for
 * everyone; cancel and resend for the sender of an in-transit envelope; reject for a recipient
 * who still has to act; save as template (§7) for the sender.
 */
export function DetailActions({ envelope, viewer }: { envelope: Envelope; viewer: Viewer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { download, isDownloading } = useFileDownload();
  const [modal, setModal] = useState<'cancel' | 'cancelled' | 'reject' | 'rejected' | null>(null);
  const [cancelEnvelope, cancelling] = useSendingCancelMutation();
  const [renotify, renotifying] = useSendingResendMutation();
  const [saveAsTemplate, savingTemplate] = useSaveAsTemplate();

  const isSender = viewer.kind === 'sender';
  const base =
    viewer.kind === 'recipient'
      ? `p/envelopes/${encodeURIComponent(viewer.token)}`
      : `envelopes/${encodeURIComponent(envelope.id)}`;
  const documents = envelope.documents ?? [];
  // One document is a direct link to it; several come as one zip (spec §2).
  const directLink = documents.length === 1 ? documents[0]!.links?.download : undefined;

  const canCancel = isSender && isInTransit(envelope);
  const canResend = isSender && isInTransit(envelope) && !isPurelyFaceToFace(envelope);
  const canReject = viewer.kind === 'recipient' && isInTransit(envelope) && viewer.state === 'waiting';

  const onSignaturePage = () => {
    if (envelope.state !== 'completed') {
      dispatch(alertShown({ kind: 'warning', messageKey: 'envelopeDetail.signaturePageNotReady' }));
      return;
    }
    void download(`${base}/background-sheet/download`, `${envelope.title}.pdf`);
  };

  const onCancel = async () => {
    const result = await cancelEnvelope({ id: envelope.id });
    if ('error' in result) {
      setModal(null);
      if (!reportedByBaseQuery(result.error))
        dispatch(failureAlert('envelopeDetail.cancel.failed', result.error));
    } else setModal('cancelled');
  };

  const onResend = async () => {
    const result = await renotify({ id: envelope.id });
    if ('error' in result && reportedByBaseQuery(result.error)) return;
    dispatch(
      'error' in result
        ? alertShown({ kind: 'danger', messageKey: 'alerts.generic' })
        : alertShown({ kind: 'success', messageKey: 'envelopeDetail.resent' }),
    );
  };

  return (
    <div className={styles.actionBar}>
      {directLink ? (
        <a className={styles.action} href={directLink} download={documents[0]!.name}>
          <ActionIcon name="download" />
          {t('envelopes.actions.downloadDocuments')}
        </a>
      ) : (
        <button
          type="button"
          className={styles.action}
          disabled={isDownloading || documents.length === 0}
          onClick={() => void download(`${base}/download`, `${envelope.title}.zip`)}
        >
          <ActionIcon name="download" />
          {t('envelopes.actions.downloadDocuments')}
        </button>
      )}
      <button
        type="button"
        className={styles.action}
        aria-disabled={envelope.state !== 'completed'}
        disabled={isDownloading}
        onClick={onSignaturePage}
      >
        <ActionIcon name="signaturePage" />
        {t('envelopes.actions.downloadSignaturePage')}
      </button>
      {canResend && (
        <button
          type="button"
          className={styles.action}
          disabled={renotifying.isLoading}
          onClick={() => void onResend()}
        >
          <ActionIcon name="send" />
          {t('envelopeDetail.resend')}
        </button>
      )}
      {isSender && (
        <button
          type="button"
          className={styles.action}
          disabled={savingTemplate}
          onClick={() => void saveAsTemplate(envelope.id)}
        >
          <ActionIcon name="copy" />
          {t('templates.saveAs')}
        </button>
      )}
      {canCancel && (
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          onClick={() => setModal('cancel')}
        >
          <ActionIcon name="cancel" />
          {t('envelopeDetail.cancel.action')}
        </button>
      )}
      {canReject && (
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          onClick={() => setModal('reject')}
        >
          <ActionIcon name="cancel" />
          {t('envelopeDetail.reject.action')}
        </button>
      )}

      {modal === 'cancel' && (
        <ConfirmModal
          title={t('envelopeDetail.cancel.title')}
          confirmLabel={t('envelopeDetail.cancel.confirm')}
          cancelLabel={t('envelopeDetail.cancel.keep')}
          busy={cancelling.isLoading}
          dismissable={!cancelling.isLoading}
          onConfirm={() => void onCancel()}
          onClose={() => setModal(null)}
        >
          <p>{t('envelopeDetail.cancel.message')}</p>
        </ConfirmModal>
      )}
      {modal === 'cancelled' && (
        <Modal
          title={t('envelopeDetail.cancel.doneTitle')}
          onClose={() => setModal(null)}
          actions={<Button onClick={() => setModal(null)}>{t('common.ok')}</Button>}
        >
          <p>{t('envelopeDetail.cancel.doneMessage')}</p>
        </Modal>
      )}
      {modal === 'reject' && viewer.kind === 'recipient' && (
        <RejectModal
          token={viewer.token}
          onClose={() => setModal(null)}
          onRejected={() => setModal('rejected')}
        />
      )}
      {modal === 'rejected' && (
        <Modal
          title={t('envelopeDetail.reject.doneTitle')}
          onClose={() => setModal(null)}
          actions={<Button onClick={() => setModal(null)}>{t('common.ok')}</Button>}
        >
          <p>{t('envelopeDetail.reject.doneMessage')}</p>
        </Modal>
      )}
    </div>
  );
}
