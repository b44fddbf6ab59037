import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { ButtonLink } from '../../../components/button-link.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { EmptyState } from '../../../components/empty-state.js';
import { paths } from '../../../config/paths.js';
import { useDisconnect } from '../hooks/use-disconnect.js';
import { useIntegrations, type ToolWithState } from '../hooks/use-integrations.js';
import { ConfigureIntegrationModal } from './configure-integration-modal.js';
import { ToolCard } from './tool-card.js';
import panel from '../../../components/panel.module.css';

type Dialog = { kind: 'configure' | 'disconnect'; type: string };

/** Active integrations (organization spec §2): what the organization configured, to change or disconnect. */
export function ActiveIntegrationsTab() {
  const { t } = useTranslation();
  const { active, isLoading, isError } = useIntegrations();
  const { disconnect, busy } = useDisconnect();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const selected: ToolWithState | undefined = active.find((row) => row.tool.type === dialog?.type);
  const close = () => setDialog(null);
  if (isLoading) return <p className={panel.lead}>{t('common.loading')}</p>;
  if (isError) return <p className={panel.lead}>{t('integrations.unavailable')}</p>;
  return (
    <>
      {active.length === 0 ? (
        <EmptyState message={t('integrations.active.empty')}>
          <ButtonLink to={paths.account.integrations.allTools.getHref()} variant="secondary">
            {t('integrations.active.browse')}
          </ButtonLink>
        </EmptyState>
      ) : (
        <ul className={panel.grid}>
          {active.map((row) => (
            <ToolCard key={row.tool.type} row={row}>
              {row.tool.config_fields.length > 0 && (
                <Button
                  variant="secondary"
                  aria-label={t('integrations.configureTool', { name: row.tool.name })}
                  onClick={() => setDialog({ kind: 'configure', type: row.tool.type })}
                >
                  {t('integrations.manage')}
                </Button>
              )}
              <Button
                variant="secondary"
                aria-label={t('integrations.disconnectTool', { name: row.tool.name })}
                onClick={() => setDialog({ kind: 'disconnect', type: row.tool.type })}
              >
                {t('integrations.configure.disconnect')}
              </Button>
            </ToolCard>
          ))}
        </ul>
      )}
      {selected && dialog?.kind === 'configure' && (
        <ConfigureIntegrationModal row={selected} onClose={close} />
      )}
      {selected?.active && dialog?.kind === 'disconnect' && (
        <ConfirmModal
          title={t('integrations.disconnect.title', { name: selected.tool.name })}
          confirmLabel={t('integrations.configure.disconnect')}
          busy={busy}
          onClose={close}
          onConfirm={() => {
            const integration = selected.active!;
            void disconnect(integration, selected.tool.name).then(close);
          }}
        >
          <p>{t('integrations.disconnect.text', { name: selected.tool.name })}</p>
        </ConfirmModal>
      )}
    </>
  );
}
