import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { useIntegrations, type ToolWithState } from '../hooks/use-integrations.js';
import { ConfigureIntegrationModal } from './configure-integration-modal.js';
import { ToolCard } from './tool-card.js';
import panel from '../../../components/panel.module.css';

/** All tools (organization spec §2): the catalogue, each tool configurable from here. */
export function AllToolsTab() {
  const { t } = useTranslation();
  const { all, isLoading, isError } = useIntegrations();
  const [open, setOpen] = useState<string | null>(null);
  const selected: ToolWithState | undefined = all.find((row) => row.tool.type === open);
  if (isLoading) return <p className={panel.lead}>{t('common.loading')}</p>;
  if (isError) return <p className={panel.lead}>{t('integrations.unavailable')}</p>;
  return (
    <>
      <p className={panel.lead}>{t('integrations.allTools.lead')}</p>
      {all.length === 0 ? (
        <EmptyState message={t('integrations.allTools.empty')} />
      ) : (
        <ul className={panel.grid}>
          {all.map((row) => (
            <ToolCard key={row.tool.type} row={row}>
              <Button
                variant={row.active ? 'secondary' : 'primary'}
                aria-label={t('integrations.configureTool', { name: row.tool.name })}
                onClick={() => setOpen(row.tool.type)}
              >
                {row.active ? t('integrations.manage') : t('integrations.configure.open')}
              </Button>
            </ToolCard>
          ))}
        </ul>
      )}
      {selected && <ConfigureIntegrationModal row={selected} onClose={() => setOpen(null)} />}
    </>
  );
}
