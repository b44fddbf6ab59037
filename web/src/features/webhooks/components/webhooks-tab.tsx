import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { EmptyState } from '../../../components/empty-state.js';
import { SecretRevealModal } from '../../../components/secret-reveal-modal.js';
import { paths } from '../../../config/paths.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import {
  useWebhooksListQuery,
  useWebhooksRemoveMutation,
  useWebhooksRotateMutation,
  useWebhooksTestMutation,
  useWebhooksUpdateMutation,
  type WebhookEndpoint,
} from '../api/webhooks-api.js';
import { eventTypeKey } from '../utils/event-type-key.js';
import { DeliveryLog } from './delivery-log.js';
import { EndpointFormModal } from './endpoint-form-modal.js';
import styles from './webhooks.module.css';
import form from '../../../components/form.module.css';
import panel from '../../../components/panel.module.css';
import { SelectField } from '../../../components/select-field.js';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'rotate' | 'delete'; endpoint: WebhookEndpoint }
  | { kind: 'secret'; endpoint: WebhookEndpoint; secret: string; rotated: boolean };

/** How long the old secret keeps signing after a rotation (the server allows up to 7 days). */
const OVERLAPS = [
  { seconds: 0, key: 'webhooks.rotate.overlapNone' },
  { seconds: 3600, key: 'webhooks.rotate.overlapHour' },
  { seconds: 24 * 3600, key: 'webhooks.rotate.overlapDay' },
  { seconds: 7 * 24 * 3600, key: 'webhooks.rotate.overlapWeek' },
] as const;

function RotateModal({
  endpoint,
  onRotated,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onRotated: (secret: string, endpoint: WebhookEndpoint) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const selectId = useId();
  const [overlap, setOverlap] = useState(24 * 3600);
  const [rotate, rotating] = useWebhooksRotateMutation();
  const onConfirm = async () => {
    const result = await rotate({ id: endpoint.id, body: { overlap_seconds: overlap } });
    if ('data' in result && result.data) {
      onRotated(result.data.secret, result.data);
      return;
    }
    dispatch(alertShown({ kind: 'danger', messageKey: 'alerts.generic' }));
    onClose();
  };
  return (
    <ConfirmModal
      title={t('webhooks.rotate.title')}
      confirmLabel={t('webhooks.rotate.confirm')}
      busy={rotating.isLoading}
      onClose={onClose}
      onConfirm={() => void onConfirm()}
    >
      <p>{t('webhooks.rotate.text', { url: endpoint.url })}</p>
      <SelectField
        id={selectId}
        label={t('webhooks.rotate.overlap')}
        value={overlap}
        onChange={(event) => setOverlap(Number(event.target.value))}
      >
        {OVERLAPS.map((option) => (
          <option key={option.seconds} value={option.seconds}>
            {t(option.key)}
          </option>
        ))}
      </SelectField>
    </ConfirmModal>
  );
}

function EndpointCard({
  endpoint,
  selected,
  onAction,
}: {
  endpoint: WebhookEndpoint;
  selected: boolean;
  onAction: (dialog: Dialog) => void;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [update, updating] = useWebhooksUpdateMutation();
  const [sendTest, sending] = useWebhooksTestMutation();

  const onToggle = async () => {
    const result = await update({ id: endpoint.id, body: { enabled: !endpoint.enabled } });
    if ('error' in result) dispatch(alertShown({ kind: 'danger', messageKey: 'alerts.generic' }));
  };
  const onTest = async () => {
    const result = await sendTest({ id: endpoint.id });
    dispatch(
      'error' in result
        ? alertShown({ kind: 'danger', messageKey: 'alerts.generic' })
        : alertShown({ kind: 'success', messageKey: 'webhooks.alerts.testSent' }),
    );
  };

  return (
    <li className={selected ? `${panel.card} ${form.selected}` : panel.card} aria-labelledby={headingId}>
      <div className={panel.cardHead}>
        <h2 id={headingId} className={panel.cardTitle}>
          {endpoint.url}
        </h2>
        <span className={endpoint.enabled ? `${panel.pill} ${panel.success}` : panel.pill}>
          {endpoint.enabled ? t('webhooks.endpoint.enabled') : t('webhooks.endpoint.disabled')}
        </span>
      </div>
      {endpoint.description && <p className={styles.description}>{endpoint.description}</p>}
      {!endpoint.enabled && endpoint.disabled_reason && (
        <p className={panel.alertNote}>
          {t('webhooks.endpoint.autoDisabled')}{' '}
          <span className={styles.reason}>{endpoint.disabled_reason}</span>
        </p>
      )}
      {endpoint.previous_secret_expires_at && (
        <p className={form.hint}>
          {t('webhooks.endpoint.overlap', {
            date: formatDate(endpoint.previous_secret_expires_at, i18n.language, true),
          })}
        </p>
      )}
      <p className={form.label}>{t('webhooks.endpoint.events')}</p>
      <ul className={styles.eventList}>
        {endpoint.event_types.map((type) => (
          <li key={type}>{t(eventTypeKey(type), { defaultValue: type })}</li>
        ))}
      </ul>
      <div className={panel.actions}>
        <Link
          className={styles.linkAction}
          to={paths.account.integrations.webhooks.getHref(endpoint.id)}
          aria-current={selected ? 'true' : undefined}
        >
          {t('webhooks.endpoint.deliveries')}
        </Link>
        <Button variant="secondary" disabled={sending.isLoading} onClick={() => void onTest()}>
          {t('webhooks.endpoint.test')}
        </Button>
        <Button variant="secondary" onClick={() => onAction({ kind: 'edit', endpoint })}>
          {t('webhooks.endpoint.edit')}
        </Button>
        <Button variant="secondary" disabled={updating.isLoading} onClick={() => void onToggle()}>
          {endpoint.enabled ? t('webhooks.endpoint.disable') : t('webhooks.endpoint.enable')}
        </Button>
        <Button variant="secondary" onClick={() => onAction({ kind: 'rotate', endpoint })}>
          {t('webhooks.endpoint.rotate')}
        </Button>
        <Button variant="secondary" onClick={() => onAction({ kind: 'delete', endpoint })}>
          {t('webhooks.endpoint.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The organization's webhook endpoints (owners only): register one (its signing secret is shown
 * once), change its events, switch it off and on, rotate its secret with an overlap, send a test
 * event, delete it, and read its delivery log (`?endpoint=` names the one shown).
 */
export function WebhooksTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const { data: list, isLoading, isError } = useWebhooksListQuery({});
  const endpoints = list?.data;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [remove, removing] = useWebhooksRemoveMutation();
  const close = () => setDialog(null);
  const selected = endpoints?.find((endpoint) => endpoint.id === search.get('endpoint'));

  const onDelete = async (endpoint: WebhookEndpoint) => {
    const result = await remove({ id: endpoint.id });
    close();
    dispatch(
      'error' in result
        ? alertShown({ kind: 'danger', messageKey: 'alerts.generic' })
        : alertShown({ kind: 'success', messageKey: 'webhooks.alerts.deleted' }),
    );
  };

  return (
    <div>
      <div className={panel.toolbar}>
        <p className={panel.lead}>{t('webhooks.lead')}</p>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('webhooks.new')}</Button>
      </div>
      {isLoading ? (
        <p className={form.hint}>{t('common.loading')}</p>
      ) : isError ? (
        <p className={form.hint}>{t('webhooks.unavailable')}</p>
      ) : endpoints && endpoints.length > 0 ? (
        <ul className={panel.list}>
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              selected={endpoint.id === selected?.id}
              onAction={setDialog}
            />
          ))}
        </ul>
      ) : (
        <EmptyState message={t('webhooks.empty')} />
      )}
      {selected && <DeliveryLog key={selected.id} endpoint={selected} />}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <EndpointFormModal
          endpoint={dialog.kind === 'edit' ? dialog.endpoint : undefined}
          onClose={close}
          onCreated={(created) =>
            setDialog({ kind: 'secret', endpoint: created, secret: created.secret, rotated: false })
          }
        />
      )}
      {dialog?.kind === 'rotate' && (
        <RotateModal
          endpoint={dialog.endpoint}
          onClose={close}
          onRotated={(secret, endpoint) => setDialog({ kind: 'secret', endpoint, secret, rotated: true })}
        />
      )}
      {dialog?.kind === 'secret' && (
        <SecretRevealModal
          title={dialog.rotated ? t('webhooks.secret.rotatedTitle') : t('webhooks.secret.createdTitle')}
          label={t('webhooks.secret.label')}
          lead={t('webhooks.secret.lead', { url: dialog.endpoint.url })}
          secret={dialog.secret}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          title={t('webhooks.delete.title')}
          confirmLabel={t('webhooks.delete.confirm')}
          busy={removing.isLoading}
          onClose={close}
          onConfirm={() => void onDelete(dialog.endpoint)}
        >
          <p>{t('webhooks.delete.text', { url: dialog.endpoint.url })}</p>
        </ConfirmModal>
      )}
    </div>
  );
}
