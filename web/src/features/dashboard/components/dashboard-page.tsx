import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { PageHeader } from '../../../components/page-header.js';
import { ProgressDots } from '../../../components/progress-dots.js';
import { SandboxMark } from '../../../components/sandbox-mark.js';
import { StateBadge } from '../../../components/state-badge.js';
import { paths, type SentState } from '../../../config/paths.js';
import { useSignReceived } from '../../../hooks/use-sign-received.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import type { ReceivedItem } from '../../../lib/envelopes/envelope-types.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { receivedAction } from '../../../lib/envelopes/received-action.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import {
  LATEST_RECEIVED,
  SENDER_STATS,
  useEnvelopesInboxQuery,
  useEnvelopesStatsQuery,
} from '../api/dashboard-api.js';
import styles from './dashboard-page.module.css';
import { UploadModal } from './upload-modal.js';

const COUNTERS: ReadonlyArray<{
  state: SentState;
  labelKey: 'inTransit' | 'rejected' | 'completed' | 'cancelled';
  accent: string;
}> = [
  { state: 'in-transit', labelKey: 'inTransit', accent: 'var(--color-primary)' },
  { state: 'rejected', labelKey: 'rejected', accent: 'var(--color-danger)' },
  { state: 'completed', labelKey: 'completed', accent: 'var(--color-success)' },
  { state: 'cancelled', labelKey: 'cancelled', accent: 'var(--color-neutral)' },
];

/** Home of the business area (spec §2, dashboard): counters, latest received, upload. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const stats = useEnvelopesStatsQuery(SENDER_STATS);

  return (
    <>
      <div className={styles.top}>
        <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
        <Button onClick={() => setUploading(true)}>
          <ActionIcon name="upload" />
          {t('dashboard.upload')}
        </Button>
      </div>

      <section aria-labelledby="dashboard-counters">
        <h2 id="dashboard-counters" className={styles.sectionTitle}>
          {t('dashboard.counters.title')}
        </h2>
        {/* Each card opens the sent list filtered by its state (envelopes spec, dashboard). */}
        <ul className={styles.counters}>
          {COUNTERS.map(({ state, labelKey, accent }) => (
            <li key={state}>
              <Link
                to={paths.business.documents.sent.getHref(state)}
                className={styles.counter}
                style={{ '--accent': accent } as CSSProperties}
              >
                <span className={styles.counterLabel}>{t(`dashboard.counters.${labelKey}`)}</span>
                <span className={styles.counterValue}>
                  {stats.data ? stats.data[state] : t('common.notAvailable')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <LatestReceived />

      {uploading && <UploadModal onClose={() => setUploading(false)} />}
    </>
  );
}

function LatestReceived() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const received = useEnvelopesInboxQuery(LATEST_RECEIVED);

  useEffect(() => {
    if (received.isError && !reportedByBaseQuery(received.error))
      dispatch(failureAlert('dashboard.received.loadError', received.error));
  }, [received.isError, received.error, dispatch]);

  const items = received.data?.data ?? [];
  return (
    <section aria-labelledby="dashboard-received" className={styles.received}>
      <div className={styles.receivedHeader}>
        <h2 id="dashboard-received" className={styles.sectionTitle}>
          {t('dashboard.received.title')}
        </h2>
        <Link to={paths.business.documents.inbox.getHref()} className={styles.seeAll}>
          {t('dashboard.received.seeAll')}
        </Link>
      </div>
      {received.isLoading ? (
        <p className={styles.loading}>{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <EmptyState message={t('dashboard.received.empty')} />
      ) : (
        <ul className={styles.receivedList}>
          {items.map((item) => (
            <ReceivedRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReceivedRow({ item }: { item: ReceivedItem }) {
  const { t, i18n } = useTranslation();
  const { envelope } = item;
  const action = receivedAction(item);
  const opening = useSignReceived();
  const stats = envelope.recipients_stats;
  return (
    <li className={styles.receivedItem}>
      <div className={styles.receivedMain}>
        <span className={styles.receivedTitle}>
          {envelope.is_sandbox && <SandboxMark />}
          {envelopeDisplayName(envelope)}
        </span>
        <span className={styles.receivedMeta}>
          {envelope.sender?.name ?? ''} · {formatDate(envelope.created_at, i18n.language)}
        </span>
      </div>
      <div className={styles.receivedSide}>
        {envelope.state === 'in-transit' && stats && <ProgressDots done={stats.done} total={stats.total} />}
        <StateBadge kind="envelope" state={envelope.state} />
        {action.kind === 'sign' ? (
          <button
            type="button"
            className={styles.receivedAction}
            disabled={opening.isOpening}
            onClick={() => void opening.sign(item.id)}
          >
            {t('envelopes.actions.sign')}
          </button>
        ) : (
          <Link to={action.href} className={styles.receivedAction}>
            {t('envelopes.actions.details')}
          </Link>
        )}
      </div>
    </li>
  );
}
