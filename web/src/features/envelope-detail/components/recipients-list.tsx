import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionIcon } from '../../../components/action-icon.js';
import { StateBadge } from '../../../components/state-badge.js';
import type { EnvelopeDetail as Envelope, Recipient } from '../../../lib/envelopes/envelope-types.js';
import { isOrdered } from '../../../lib/envelopes/is-ordered.js';
import { sortedRecipients } from '../../../lib/envelopes/sorted-recipients.js';
import { EditRecipientModal } from './edit-recipient-modal.js';
import { DetailCard } from './detail-card.js';
import styles from './envelope-detail.module.css';

/** Identifiers whose value is an image (the photo) are not listed (spec §2). */
const IMAGE_IDENTIFIERS = new Set(['PHOTO']);

/**
 * The recipients by routing order, with name, identifiers, address (not for face-to-face), type
 * and state; the sender may edit a waiting recipient who is not face-to-face (spec §2, §6).
 */
export function RecipientsList({ envelope, canEdit }: { envelope: Envelope; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Recipient | null>(null);
  const recipients = sortedRecipients(envelope.recipients);
  const ordered = isOrdered(envelope.recipients);
  const List = ordered ? 'ol' : 'ul';

  return (
    <DetailCard titleId="envelope-recipients" title={t('envelopeDetail.recipients.title')}>
      <List className={styles.recipients}>
        {recipients.map((recipient, index) => {
          const addressee = recipient.addressees[0];
          const faceToFace = addressee?.via === 'face-to-face';
          const editable = canEdit && recipient.state === 'waiting' && !faceToFace && addressee !== undefined;
          const identifiers = (addressee?.identifiers ?? []).filter(
            (identifier) => !IMAGE_IDENTIFIERS.has(identifier.code.toUpperCase()),
          );
          return (
            <li key={recipient.id} className={styles.recipient} aria-label={addressee?.name}>
              <div className={styles.recipientHead}>
                {ordered && <span className={styles.order}>{recipient.routing_order ?? index + 1}</span>}
                <span className={styles.recipientName}>{addressee?.name ?? '—'}</span>
                <StateBadge kind="recipient" state={recipient.state} recipientType={recipient.type} />
                {editable && (
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('envelopeDetail.recipients.edit', { name: addressee.name })}
                    title={t('envelopeDetail.recipients.edit', { name: addressee.name })}
                    // Only the sender edits, and the sender sees every recipient whole.
                    onClick={() => setEditing(recipient as Recipient)}
                  >
                    <ActionIcon name="edit" size={16} />
                  </button>
                )}
              </div>
              <dl className={styles.recipientFacts}>
                {!faceToFace && addressee && (
                  <>
                    <dt>{t('envelopeDetail.recipients.address')}</dt>
                    <dd>{addressee.value}</dd>
                  </>
                )}
                <dt>{t('envelopeDetail.recipients.type')}</dt>
                <dd>{t(`envelopes.recipientTypes.${recipient.type}`, { defaultValue: recipient.type })}</dd>
                {identifiers.map((identifier) => (
                  <div key={identifier.code} className={styles.factPair}>
                    <dt>{identifier.title || identifier.code}</dt>
                    <dd>{identifier.value || '—'}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </List>
      {editing && (
        <EditRecipientModal envelopeId={envelope.id} recipient={editing} onClose={() => setEditing(null)} />
      )}
    </DetailCard>
  );
}
