import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useAppSelector } from '../../../app/hooks.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import { Button } from '../../../components/button.js';
import { PageHeader } from '../../../components/page-header.js';
import { TabList } from '../../../components/tab-list.js';
import { TabbedPage } from '../../../components/tabbed-page.js';
import tabs from '../../../components/tab-nav.module.css';
import { paths } from '../../../config/paths.js';
import { useOrganizationsStatsQuery } from '../api/users-api.js';
import { InviteModal } from './invite-modal.js';
import { InvitesTab } from './invites-tab.js';
import { MembersTab } from './members-tab.js';
import { RolesTab } from './roles-tab.js';
import styles from './users.module.css';

/**
 * 'Convidar usuário', the modal it opens, and the plan's user cap: members plus pending invitations
 * over the cap in a progress bar; at the cap the button is disabled and the upgrade is offered.
 */
function InviteBar() {
  const { t } = useTranslation();
  const organizationId = useAppSelector(selectOrganizationId);
  const { data: cap } = useOrganizationsStatsQuery(organizationId ? { id: organizationId } : skipToken);
  const [inviting, setInviting] = useState(false);
  const used = cap ? cap.users + cap.invitations : 0;
  const limit = cap?.users_limit ?? null;
  const full = limit !== null && used >= limit;
  return (
    <div className={styles.toolbar}>
      {limit !== null && (
        <label className={styles.cap}>
          <span className={styles.muted}>{t('users.cap.used', { used, limit })}</span>
          <progress value={Math.min(used, limit)} max={limit} className={full ? styles.capFull : undefined} />
        </label>
      )}
      {full && (
        <p className={styles.muted}>
          {t('users.cap.reached')}{' '}
          <Link to={paths.account.billing.plan.getHref({ tab: 'plans' })}>{t('users.cap.upgrade')}</Link>
        </p>
      )}
      <Button disabled={full} onClick={() => setInviting(true)}>
        {t('users.invite')}
      </Button>
      {inviting && <InviteModal onClose={() => setInviting(false)} />}
    </div>
  );
}

type Tab = 'users' | 'invites' | 'roles';
const TABS: readonly Tab[] = ['users', 'invites', 'roles'];
const PANELS: Record<Tab, () => React.JSX.Element> = {
  users: MembersTab,
  invites: InvitesTab,
  roles: RolesTab,
};

/**
 * /business/users (workspace spec, users page): the users, pending invites and roles tabs; the
 * tab is in the address (`?tab=roles` is the sidebar's roles entry).
 */
export function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((name) => name === asked) ?? 'users';
  const setTab = (name: Tab) => setParams(name === 'users' ? {} : { tab: name }, { replace: true });
  const labels: Record<Tab, string> = {
    users: t('users.tabs.users'),
    invites: t('users.tabs.invites'),
    roles: t('users.tabs.roles'),
  };
  const Panel = PANELS[tab];
  return (
    <section className={styles.page}>
      <PageHeader title={t('users.title')} />
      <InviteBar />
      <TabList
        tabs={TABS}
        current={tab}
        labelOf={(name) => labels[name]}
        onSelect={setTab}
        label={t('users.tabs.label')}
        className={tabs.tabs}
        tabClassName={`${tabs.tab} ${styles.tab}`}
        activeClassName={tabs.active}
      />
      <div role="tabpanel" aria-label={labels[tab]}>
        <Panel />
      </div>
    </section>
  );
}

/** /account/users (workspace spec, route table): Users (usersguest) and Pending invites, one address each. */
export function AccountUsersPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      className={styles.page}
      title={t('users.title')}
      tabsLabel={t('users.tabs.label')}
      tabs={[
        { to: paths.account.users.usersGuest.getHref(), label: t('users.tabs.users') },
        { to: paths.account.users.pendingInvites.getHref(), label: t('users.tabs.invites') },
      ]}
    >
      <InviteBar />
    </TabbedPage>
  );
}
