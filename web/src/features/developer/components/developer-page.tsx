import { useTranslation } from 'react-i18next';

import { TabbedPage } from '../../../components/tabbed-page.js';
import { paths } from '../../../config/paths.js';

/**
 * The developer area (organization spec §2): manage applications and documentation, one address
 * each. §6 records two readings (any signed-in user, or administrators only); the route keeps the
 * account structure's, administrators only, as the server asks edit_organization to create one.
 */
export function DeveloperPage() {
  const { t } = useTranslation();
  const { developer } = paths.account;
  return (
    <TabbedPage
      title={t('developer.title')}
      subtitle={t('developer.subtitle')}
      tabsLabel={t('developer.tabs')}
      tabs={[
        { to: developer.manageApplications.getHref(), label: t('developer.manage.tab') },
        { to: developer.documentation.getHref(), label: t('developer.documentation.tab') },
      ]}
    />
  );
}
