import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { PageHeader } from '../../../components/page-header.js';
import { StateBadge } from '../../../components/state-badge.js';
import { paths } from '../../../config/paths.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import type { Recipient } from '../../../lib/envelopes/envelope-types.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { sortedRecipients } from '../../../lib/envelopes/sorted-recipients.js';
import {
  useEnvelopesFaceToFaceQuery,
  useRecipientTokensFaceToFaceMutation,
  type FaceToFaceEnvelope,
} from '../api/face-to-face-api.js';
import styles from './face-to-face.module.css';

const IN_PERSON_STATES = { filter: { state: ['waiting', 'signing'] } };

/**
 * The in-person list (spec §2): the sender's envelopes with in-person signers waiting or signing,
 * one group per envelope, a Sign button per signer.
 */
export function FaceToFaceListPage() {
  const { t } = useTranslation();
  // Spec §7: GET envelopes/face-to-face?filter[state]=waiting,signing; recipients are the in-person
  // signers in those states.
  const list = useEnvelopesFaceToFaceQuery(IN_PERSON_STATES);
  const envelopes = list.data?.data ?? [];
  return (
    <div className={styles.page}>
      <PageHeader title={t('faceToFace.title')} subtitle={t('faceToFace.subtitle')} />
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t('faceToFace.refresh')}
        </Button>
      </div>
      {list.isLoading && <p className={styles.muted}>{t('common.loading')}</p>}
      {list.isError && <p className={styles.muted}>{t('faceToFace.loadError')}</p>}
      {list.isSuccess && envelopes.length === 0 && <EmptyState message={t('faceToFace.empty')} />}
      {envelopes.map((envelope) => (
        <EnvelopeGroup key={envelope.id} envelope={envelope} />
      ))}
    </div>
  );
}

function EnvelopeGroup({ envelope }: { envelope: FaceToFaceEnvelope }) {
  const { t, i18n } = useTranslation();
  const title = envelopeDisplayName(envelope);
  return (
    <section className={styles.group} aria-label={title}>
      <header className={styles.groupHead}>
        <h2 className={styles.groupTitle}>{title}</h2>
        <span className={styles.muted}>
          {t('faceToFace.createdAt', { date: formatDate(envelope.created_at, i18n.language) })}
        </span>
      </header>
      <ul className={styles.signers}>
        {sortedRecipients(envelope.recipients).map((recipient) => (
          <SignerRow key={recipient.id} envelopeId={envelope.id} recipient={recipient} />
        ))}
      </ul>
    </section>
  );
}

function SignerRow({ envelopeId, recipient }: { envelopeId: string; recipient: Recipient }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [mint] = useRecipientTokensFaceToFaceMutation();
  const [busy, setBusy] = useState(false);
  const name = recipient.addressees[0]?.name ?? '—';
  const sign = async () => {
    setBusy(true);
    const result = await mint({ id: envelopeId, recipientId: recipient.id });
    setBusy(false);
    if ('data' in result && result.data) {
      navigate(paths.business.envelopes.faceToFaceDocument.getHref(result.data.action_token));
      return;
    }
    dispatch(failureAlert('faceToFace.signFailed', result.error));
  };
  return (
    <li className={styles.signer}>
      <span className={styles.signerName}>{name}</span>
      <StateBadge kind="recipient" state={recipient.state} recipientType={recipient.type} />
      <Button
        className={styles.signButton}
        onClick={() => void sign()}
        disabled={busy || recipient.state !== 'waiting'}
        aria-label={t('faceToFace.signAs', { name })}
      >
        {t('faceToFace.sign')}
      </Button>
    </li>
  );
}
