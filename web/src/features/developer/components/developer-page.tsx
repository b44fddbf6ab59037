import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/page-header.js';
import { TabOutlet } from '../../../components/tab-nav.js';
import { paths } from '../../../config/paths.js';

/**
 * The developer area (organization spec §2): manage applications and documentation, one address
 * each. §6 records two readings (any signed-in user, or administrators only); the route keeps the
 * account structure's, administrators only, as the server asks edit_organization to create one.
 */
export function DeveloperPage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeader title={t('developer.title')} subtitle={t('developer.subtitle')} />
      <TabOutlet
        label={t('developer.tabs')}
        tabs={[
          { to: paths.account.developer.manageApplications.getHref(), label: t('developer.manage.tab') },
          { to: paths.account.developer.documentation.getHref(), label: t('developer.documentation.tab') },
        ]}
      />
    </section>
  );
}
