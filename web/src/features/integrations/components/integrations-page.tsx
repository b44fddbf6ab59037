import { useTranslation } from 'react-i18next';

import { TabbedPage } from '../../../components/tabbed-page.js';
import { paths } from '../../../config/paths.js';

/**
 * Integrations (organization spec §2): the All tools and Active integrations tabs, and beside them
 * the organization's webhook endpoints. Each tab has its own address.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const { integrations } = paths.account;
  return (
    <TabbedPage
      title={t('integrations.title')}
      subtitle={t('integrations.subtitle')}
      tabsLabel={t('integrations.tabs')}
      tabs={[
        { to: integrations.allTools.getHref(), label: t('integrations.allTools.tab') },
        { to: integrations.activeIntegrations.getHref(), label: t('integrations.active.tab') },
        { to: integrations.webhooks.getHref(), label: t('integrations.webhooksTab') },
      ]}
    />
  );
}
