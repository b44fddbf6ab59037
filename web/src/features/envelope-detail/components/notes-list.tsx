import { useTranslation } from 'react-i18next';

import { StateBadge } from '../../../components/state-badge.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { useEnvelopesNotesQuery } from '../api/envelope-detail-api.js';
import { DetailCard } from './detail-card.js';
import styles from './envelope-detail.module.css';

/** The recipients' notes, for the sender only (spec §2, §6), or 'no notes added'. */
export function NotesList({ envelopeId }: { envelopeId: string }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useEnvelopesNotesQuery({ id: envelopeId });
  const notes = data?.data ?? [];
  return (
    <DetailCard titleId="envelope-notes" title={t('envelopeDetail.notes.title')}>
      {isLoading ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : notes.length === 0 ? (
        <p className={styles.muted}>{t('envelopeDetail.notes.empty')}</p>
      ) : (
        <ul className={styles.notes}>
          {notes.map((note, index) => (
            <li key={`${note.created_at}-${index}`} className={styles.note}>
              <div className={styles.recipientHead}>
                <span className={styles.recipientName}>{note.recipient?.name ?? '—'}</span>
                {note.recipient?.state && (
                  <StateBadge
                    kind="recipient"
                    state={note.recipient.state}
                    recipientType={note.recipient.type}
                  />
                )}
                <span className={styles.muted}>{formatDate(note.created_at, i18n.language, true)}</span>
              </div>
              <p className={styles.message}>{note.message}</p>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
