import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { DataTable } from '../../../components/data-table.js';
import { PageNav } from '../../../components/pagination.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import {
  DELIVERIES_PER_PAGE,
  useWebhooksDeliveriesQuery,
  useWebhooksRedeliverOneMutation,
  type DeliveryStatus,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../api/webhooks-api.js';
import { eventTypeKey } from '../utils/event-type-key.js';
import styles from './webhooks.module.css';
import form from '../../../components/form.module.css';
import panel from '../../../components/panel.module.css';
import { SelectOptions } from '../../../components/select-options.js';

const STATUSES: readonly DeliveryStatus[] = ['pending', 'succeeded', 'failed'];
/** How often a log with a pending delivery is read again. */
const PENDING_POLL_MS = 3_000;
const STATUS_TONE = { pending: 'info', succeeded: 'success', failed: 'danger' } as const;

function AttemptDetails({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation();
  if (delivery.log.length === 0) return <p className={form.hint}>{t('webhooks.log.noAttempts')}</p>;
  return (
    <ol className={styles.attempts}>
      {delivery.log.map((attempt) => (
        <li key={attempt.attempt}>
          <p className={styles.attemptHead}>
            {t('webhooks.log.attempt', { attempt: attempt.attempt })} ·{' '}
            {formatDate(attempt.attempted_at, i18n.language, true)} ·{' '}
            {attempt.response_status !== null
              ? t('webhooks.log.httpStatus', { status: attempt.response_status })
              : t('webhooks.log.noResponse')}
            {attempt.duration_ms !== null && ` · ${t('webhooks.log.duration', { ms: attempt.duration_ms })}`}
          </p>
          {attempt.error && <p className={form.fieldError}>{attempt.error}</p>}
          <p className={form.label}>{t('webhooks.log.requestBody')}</p>
          <pre className={styles.pre}>{attempt.request.body ?? '—'}</pre>
          <p className={form.label}>{t('webhooks.log.responseBody')}</p>
          <pre className={styles.pre}>{attempt.response_excerpt || '—'}</pre>
        </li>
      ))}
    </ol>
  );
}

// The log's columns in order, by their headings' keys.
const LOG_COLUMNS = ['event', 'status', 'attempts', 'lastResponse', 'createdAt'] as const;

/**
 * One endpoint's delivery log, newest first: each delivery's event, status, attempts and last
 * answer, its attempts' request and response on demand, a status filter, and redelivery of any
 * event (a new delivery with the same event id, so receivers deduplicate).
 */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const filterId = useId();
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  // While a delivery is pending (queued or waiting for a retry), the log asks again by itself.
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data, isLoading, isFetching, isError, refetch } = useWebhooksDeliveriesQuery(
    { id: endpoint.id, page, perPage: DELIVERIES_PER_PAGE, status: status || undefined },
    { pollingInterval },
  );
  const pending = data?.data.some((delivery) => delivery.status === 'pending') ?? false;
  useEffect(() => setPollingInterval(pending ? PENDING_POLL_MS : 0), [pending]);
  const [redeliver, redelivering] = useWebhooksRedeliverOneMutation();

  const onRedeliver = async (delivery: WebhookDelivery) => {
    const result = await redeliver({ deliveryId: delivery.id });
    dispatch(
      'error' in result
        ? alertShown({ kind: 'danger', messageKey: 'alerts.generic' })
        : alertShown({ kind: 'success', messageKey: 'webhooks.alerts.redelivered' }),
    );
  };

  const lastStatus = (delivery: WebhookDelivery) => {
    const last = delivery.log.at(-1);
    if (!last) return '—';
    return last.response_status !== null ? String(last.response_status) : t('webhooks.log.noResponse');
  };

  return (
    <section className={styles.log} aria-labelledby={`${filterId}-title`}>
      <div className={styles.logHead}>
        <h2 id={`${filterId}-title`} className={styles.sectionTitle}>
          {t('webhooks.log.title')}
          <span className={styles.logUrl}>{endpoint.url}</span>
        </h2>
        <div className={styles.filter}>
          <label htmlFor={filterId}>{t('webhooks.log.filter')}</label>
          <select
            id={filterId}
            className={form.select}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DeliveryStatus | '');
              setPage(1);
            }}
          >
            <SelectOptions
              values={STATUSES}
              label={(option) => t(`webhooks.status.${option}`)}
              emptyLabel={t('webhooks.log.allStatuses')}
            />
          </select>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {t('webhooks.log.reload')}
          </Button>
        </div>
      </div>
      {isLoading ? (
        <p className={form.hint}>{t('common.loading')}</p>
      ) : isError ? (
        <p className={form.hint}>{t('webhooks.log.unavailable')}</p>
      ) : !data || data.data.length === 0 ? (
        <p className={form.hint}>{status ? t('webhooks.log.emptyFiltered') : t('webhooks.log.empty')}</p>
      ) : (
        <DataTable
          caption={t('webhooks.log.caption', { url: endpoint.url })}
          columns={LOG_COLUMNS.map((column) => ({ label: t(`webhooks.log.${column}`) }))}
          actionsLabel={t('webhooks.log.actions')}
          wrapClassName={styles.tableWrap}
          className={styles.table}
        >
          {data.data.map((delivery) => {
            const type = delivery.event_type ?? '';
            const expanded = open === delivery.id;
            return (
              <Fragment key={delivery.id}>
                <tr>
                  <td data-label={t('webhooks.log.event')}>
                    <span className={styles.eventName}>{t(eventTypeKey(type), { defaultValue: type })}</span>
                    <code className={styles.eventCode}>{delivery.event_id}</code>
                    {delivery.manual && <span className={styles.tag}>{t('webhooks.log.manual')}</span>}
                  </td>
                  <td data-label={t('webhooks.log.status')}>
                    <span className={`${panel.pill} ${panel[STATUS_TONE[delivery.status]]}`}>
                      {t(`webhooks.status.${delivery.status}`)}
                    </span>
                  </td>
                  <td data-label={t('webhooks.log.attempts')}>{delivery.attempts}</td>
                  <td data-label={t('webhooks.log.lastResponse')}>{lastStatus(delivery)}</td>
                  <td data-label={t('webhooks.log.createdAt')}>
                    {formatDate(delivery.created_at, i18n.language, true)}
                  </td>
                  <td className={styles.actionsCell}>
                    <div className={styles.rowActions}>
                      <Button
                        variant="secondary"
                        aria-expanded={expanded}
                        aria-controls={`${filterId}-${delivery.id}`}
                        onClick={() => setOpen(expanded ? null : delivery.id)}
                      >
                        {t('webhooks.log.details')}
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={redelivering.isLoading}
                        onClick={() => void onRedeliver(delivery)}
                      >
                        {t('webhooks.log.redeliver')}
                      </Button>
                    </div>
                  </td>
                </tr>
                {expanded && (
                  <tr id={`${filterId}-${delivery.id}`}>
                    <td colSpan={6} className={styles.detailCell}>
                      <AttemptDetails delivery={delivery} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </DataTable>
      )}
      <PageNav of={data} onChange={setPage} />
    </section>
  );
}
