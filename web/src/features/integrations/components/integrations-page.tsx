import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/page-header.js';
import { TabOutlet } from '../../../components/tab-nav.js';
import { paths } from '../../../config/paths.js';

/**
 * Integrations (organization spec §2): the All tools and Active integrations tabs, and beside them
 * the organization's webhook endpoints. Each tab has its own address.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const { integrations } = paths.account;
  return (
    <section>
      <PageHeader title={t('integrations.title')} subtitle={t('integrations.subtitle')} />
      <TabOutlet
        label={t('integrations.tabs')}
        tabs={[
          { to: integrations.allTools.getHref(), label: t('integrations.allTools.tab') },
          { to: integrations.activeIntegrations.getHref(), label: t('integrations.active.tab') },
          { to: integrations.webhooks.getHref(), label: t('integrations.webhooksTab') },
        ]}
      />
    </section>
  );
}
