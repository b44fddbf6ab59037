import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Pagination } from '../../../components/pagination.js';
import { NEWEST_FIRST, useEnvelopesEventsQuery } from '../api/envelope-detail-api.js';
import styles from './envelope-detail.module.css';

/**
 * The envelope's history, newest first, page by page: date, time, message (spec §2, §7), and who
 * did each step. The server words the messages in the language the app shows.
 */
export function HistoryPanel({ envelopeId }: { envelopeId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useEnvelopesEventsQuery({ id: envelopeId, sort: NEWEST_FIRST, page });
  const events = data?.data ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });

  if (isLoading) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (isError) return <p className={styles.muted}>{t('envelopeDetail.history.failed')}</p>;
  return (
    <section className={styles.card} aria-label={t('envelopeDetail.tabs.history')}>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('envelopeDetail.history.empty')}</p>
      ) : (
        <table className={styles.history}>
          <thead>
            <tr>
              <th scope="col">{t('envelopeDetail.history.date')}</th>
              <th scope="col">{t('envelopeDetail.history.time')}</th>
              <th scope="col">{t('envelopeDetail.history.message')}</th>
              <th scope="col">{t('envelopeDetail.history.actor')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event, index) => (
              <tr key={event.id ?? `${event.created_at}-${index}`}>
                <td>{date.format(new Date(event.created_at))}</td>
                <td>{time.format(new Date(event.created_at))}</td>
                <td>{event.message}</td>
                <td>{event.actor?.name ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={data?.meta.current_page ?? page}
        hasPrevious={Boolean(data?.links.prev)}
        hasNext={Boolean(data?.links.next)}
        onChange={setPage}
      />
    </section>
  );
}
