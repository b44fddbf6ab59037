import { useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { ActionIcon, type ActionIconName } from '../../../components/action-icon.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { NoticeModal } from '../../../components/notice-modal.js';
import { useFileDownload } from '../../../hooks/use-file-download.js';
import type { EnvelopeDetail as Envelope } from '../../../lib/envelopes/envelope-types.js';
import { outcomeAlert } from '../../../lib/envelopes/outcome-alert.js';
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

// What the notice says once the envelope is cancelled or rejected.
const DONE_TEXTS = { cancelled: 'envelopeDetail.cancel', rejected: 'envelopeDetail.reject' } as const;

/** One button of the action bar: its icon, then its label; the destructive ones in red. */
function ActionButton({
  icon,
  danger = false,
  children,
  ...button
}: { icon: ActionIconName; danger?: boolean } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className'
>) {
  return (
    <button
      type="button"
      className={danger ? `${styles.action} ${styles.danger}` : styles.action}
      {...button}
    >
      <ActionIcon name={icon} />
      {children}
    </button>
  );
}

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
    const alert = outcomeAlert(result, { done: 'envelopeDetail.resent', failed: 'alerts.generic' });
    if (alert) dispatch(alert);
  };

  return (
    <div className={styles.actionBar}>
      {directLink ? (
        <a className={styles.action} href={directLink} download={documents[0]!.name}>
          <ActionIcon name="download" />
          {t('envelopes.actions.downloadDocuments')}
        </a>
      ) : (
        <ActionButton
          icon="download"
          disabled={isDownloading || documents.length === 0}
          onClick={() => void download(`${base}/download`, `${envelope.title}.zip`)}
        >
          {t('envelopes.actions.downloadDocuments')}
        </ActionButton>
      )}
      <ActionButton
        icon="signaturePage"
        aria-disabled={envelope.state !== 'completed'}
        disabled={isDownloading}
        onClick={onSignaturePage}
      >
        {t('envelopes.actions.downloadSignaturePage')}
      </ActionButton>
      {canResend && (
        <ActionButton icon="send" disabled={renotifying.isLoading} onClick={() => void onResend()}>
          {t('envelopeDetail.resend')}
        </ActionButton>
      )}
      {isSender && (
        <ActionButton icon="copy" disabled={savingTemplate} onClick={() => void saveAsTemplate(envelope.id)}>
          {t('templates.saveAs')}
        </ActionButton>
      )}
      {canCancel && (
        <ActionButton icon="cancel" danger onClick={() => setModal('cancel')}>
          {t('envelopeDetail.cancel.action')}
        </ActionButton>
      )}
      {canReject && (
        <ActionButton icon="cancel" danger onClick={() => setModal('reject')}>
          {t('envelopeDetail.reject.action')}
        </ActionButton>
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
      {modal === 'reject' && viewer.kind === 'recipient' && (
        <RejectModal
          token={viewer.token}
          onClose={() => setModal(null)}
          onRejected={() => setModal('rejected')}
        />
      )}
      {(modal === 'cancelled' || modal === 'rejected') && (
        <NoticeModal title={t(`${DONE_TEXTS[modal]}.doneTitle`)} onClose={() => setModal(null)}>
          <p>{t(`${DONE_TEXTS[modal]}.doneMessage`)}</p>
        </NoticeModal>
      )}
    </div>
  );
}
