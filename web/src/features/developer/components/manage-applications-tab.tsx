import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { EmptyState } from '../../../components/empty-state.js';
import { NoticeModal } from '../../../components/notice-modal.js';
import { SecretRevealModal } from '../../../components/secret-reveal-modal.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import {
  useDeveloperAppsDeployMutation,
  useDeveloperAppsListQuery,
  useDeveloperAppsRefreshMutation,
  useDeveloperAppsRemoveMutation,
  type DeveloperClient,
} from '../api/developer-api.js';
import { CreateApplicationModal } from './create-application-modal.js';
import styles from './developer.module.css';
import panel from '../../../components/panel.module.css';

// The spec's modals (organization spec §2, "Developer area"): create, show secret, publish,
// delete, recreate secret, and the info shown after creating an app.
type Dialog =
  | { kind: 'create' }
  | { kind: 'secret'; client: DeveloperClient; secret: string; created: boolean }
  | { kind: 'created'; client: DeveloperClient }
  | { kind: 'publish' | 'refresh' | 'delete'; client: DeveloperClient };

function ApplicationCard({
  client,
  onAction,
}: {
  client: DeveloperClient;
  onAction: (dialog: Dialog) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = `app-${client.id}`;
  return (
    <li className={panel.card} aria-labelledby={headingId}>
      <div className={panel.cardHead}>
        <h2 id={headingId} className={panel.cardTitle}>
          {client.name}
        </h2>
        <span
          className={client.is_sandbox ? `${panel.pill} ${panel.warning}` : `${panel.pill} ${panel.success}`}
        >
          {client.is_sandbox ? t('developer.manage.sandbox') : t('developer.manage.production')}
        </span>
        <span className={panel.pill}>
          {client.is_confidential ? t('developer.manage.confidential') : t('developer.manage.public')}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('developer.manage.clientId')}</dt>
          <dd className={panel.code}>{client.id}</dd>
        </div>
        <div>
          <dt>{t('developer.manage.redirect')}</dt>
          <dd className={panel.code}>{client.redirect}</dd>
        </div>
        <div>
          <dt>{t('developer.manage.createdAt')}</dt>
          <dd>{formatDate(client.created_at, i18n.language)}</dd>
        </div>
      </dl>
      {client.is_sandbox && client.expires_at && (
        <p className={panel.notice}>
          {t('developer.manage.expiresOn', { date: formatDate(client.expires_at, i18n.language, true) })}
        </p>
      )}
      <div className={panel.actions}>
        {client.is_sandbox && (
          <Button variant="secondary" onClick={() => onAction({ kind: 'publish', client })}>
            {t('developer.publish.action')}
          </Button>
        )}
        {client.is_confidential && (
          <Button variant="secondary" onClick={() => onAction({ kind: 'refresh', client })}>
            {t('developer.refresh.action')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => onAction({ kind: 'delete', client })}>
          {t('developer.delete.action')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Manage applications (organization spec §2 and §4): the user's apps with a new-application
 * button and an empty state. Sandbox apps publish to production one way; only confidential apps
 * recreate their secret, which revokes the old one; a secret is shown once. §8: publish and
 * refresh failures are only logged (publish closes its modal and the list refreshes).
 */
export function ManageApplicationsTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useDeveloperAppsListQuery({});
  const clients = data?.data;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [publish, publishing] = useDeveloperAppsDeployMutation();
  const [refresh, refreshing] = useDeveloperAppsRefreshMutation();
  const [remove, removing] = useDeveloperAppsRemoveMutation();
  const close = () => setDialog(null);

  const onPublish = async (client: DeveloperClient) => {
    const result = await publish({ id: client.id });
    close();
    if ('error' in result) {
      console.error('Publishing the application failed', result.error);
      void refetch();
      return;
    }
    dispatch(alertShown({ kind: 'success', messageKey: 'developer.alerts.published' }));
  };

  const onRefresh = async (client: DeveloperClient) => {
    const result = await refresh({ id: client.id });
    if ('data' in result && result.data?.plain_secret) {
      setDialog({ kind: 'secret', client: result.data, secret: result.data.plain_secret, created: false });
      return;
    }
    console.error('Recreating the application secret failed', 'error' in result ? result.error : result);
    close();
  };

  const onDelete = async (client: DeveloperClient) => {
    const result = await remove({ id: client.id });
    close();
    dispatch(
      'error' in result
        ? alertShown({ kind: 'danger', messageKey: 'alerts.generic' })
        : alertShown({
            kind: 'success',
            messageKey: 'developer.alerts.deleted',
            values: { name: client.name },
          }),
    );
  };

  // Publishing, recreating the secret and deleting: each asks first, busy while its call runs.
  const asked = {
    publish: { run: onPublish, call: publishing },
    refresh: { run: onRefresh, call: refreshing },
    delete: { run: onDelete, call: removing },
  };

  return (
    <div>
      <div className={panel.toolbar}>
        <p className={panel.lead}>{t('developer.manage.lead')}</p>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('developer.manage.new')}</Button>
      </div>
      {isLoading ? (
        <p className={panel.lead}>{t('common.loading')}</p>
      ) : isError ? (
        <p className={panel.lead}>{t('developer.manage.unavailable')}</p>
      ) : clients && clients.length > 0 ? (
        <ul className={panel.list}>
          {clients.map((client) => (
            <ApplicationCard key={client.id} client={client} onAction={setDialog} />
          ))}
        </ul>
      ) : (
        <EmptyState message={t('developer.manage.empty')} />
      )}

      {dialog?.kind === 'create' && (
        <CreateApplicationModal
          onClose={close}
          onCreated={(client) =>
            setDialog(
              client.plain_secret
                ? { kind: 'secret', client, secret: client.plain_secret, created: true }
                : { kind: 'created', client },
            )
          }
        />
      )}
      {dialog?.kind === 'secret' && (
        <SecretRevealModal
          title={dialog.created ? t('developer.created.title') : t('developer.refresh.doneTitle')}
          label={t('developer.secret.label')}
          lead={t('developer.secret.lead', { name: dialog.client.name, id: dialog.client.id })}
          secret={dialog.secret}
          onClose={() => setDialog(dialog.created ? { kind: 'created', client: dialog.client } : null)}
        />
      )}
      {dialog?.kind === 'created' && (
        <NoticeModal title={t('developer.created.infoTitle')} onClose={close}>
          <p>{t('developer.created.clientId', { id: dialog.client.id })}</p>
          <p>
            {dialog.client.is_confidential
              ? t('developer.created.confidential')
              : t('developer.created.public')}
          </p>
          <p className={panel.notice}>{t('developer.sandboxNotice')}</p>
        </NoticeModal>
      )}
      {(dialog?.kind === 'publish' || dialog?.kind === 'refresh' || dialog?.kind === 'delete') && (
        <ConfirmModal
          title={t(`developer.${dialog.kind}.title`)}
          confirmLabel={t(`developer.${dialog.kind}.confirm`)}
          busy={asked[dialog.kind].call.isLoading}
          onClose={close}
          onConfirm={() => void asked[dialog.kind].run(dialog.client)}
        >
          <p>{t(`developer.${dialog.kind}.text`, { name: dialog.client.name })}</p>
        </ConfirmModal>
      )}
    </div>
  );
}
