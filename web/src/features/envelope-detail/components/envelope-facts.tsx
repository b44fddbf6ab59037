import { useTranslation } from 'react-i18next';

import { StateBadge } from '../../../components/state-badge.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import type { EnvelopeDetail as Envelope } from '../../../lib/envelopes/envelope-types.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { expirationNoticeDays } from '../utils/expiration-notice-days.js';
import { DetailCard } from './detail-card.js';
import styles from './envelope-detail.module.css';

/** The envelope's content fields (spec §2, envelope detail). */
export function EnvelopeFacts({ envelope }: { envelope: Envelope }) {
  const { t, i18n } = useTranslation();
  const dateOrNone = (date: string | null | undefined) =>
    date ? formatDate(date, i18n.language) : t('envelopeDetail.facts.none');
  const noticeDays = expirationNoticeDays(envelope.effective_date_reminder_at, envelope.effective_until);
  return (
    <DetailCard titleId="envelope-facts" title={t('envelopeDetail.facts.title')}>
      <dl className={styles.facts}>
        <dt>{t('envelopeDetail.facts.name')}</dt>
        <dd>{envelopeDisplayName(envelope)}</dd>
        <dt>{t('envelopeDetail.facts.subject')}</dt>
        <dd>{envelope.subject || '—'}</dd>
        <dt>{t('envelopeDetail.facts.sentAt')}</dt>
        <dd>{formatDate(envelope.sent_at ?? envelope.created_at, i18n.language, true)}</dd>
        <dt>{t('envelopeDetail.facts.deadline')}</dt>
        <dd>{dateOrNone(envelope.expire_at)}</dd>
        <dt>{t('envelopeDetail.facts.expiration')}</dt>
        <dd>{dateOrNone(envelope.effective_date_reminder_at)}</dd>
        <dt>{t('envelopeDetail.facts.expirationNotice')}</dt>
        <dd>
          {noticeDays === null
            ? t('envelopeDetail.facts.none')
            : t('envelopeDetail.facts.daysBefore', { count: noticeDays })}
        </dd>
        <dt>{t('envelopeDetail.facts.state')}</dt>
        <dd>
          <StateBadge kind="envelope" state={envelope.state} />
        </dd>
        <dt>{t('envelopeDetail.facts.message')}</dt>
        <dd className={styles.message}>{envelope.message?.trim() || t('envelopeDetail.facts.noMessage')}</dd>
      </dl>
    </DetailCard>
  );
}
