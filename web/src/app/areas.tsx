import { AccountUserCard } from '../features/account/components/account-user-card.js';
import { PlanAutoRedirect } from '../features/billing/plans/components/plan-auto-redirect.js';
import { OrganizationBrand } from '../features/organizations/components/organization-brand.js';
import { OrganizationTheme } from '../features/organizations/components/organization-theme.js';
import { InvitationResume } from '../features/redirect/components/invitation-resume.js';
import { OrganizationSwitcher } from '../features/session/components/organization-switcher.js';
import { UserMenu } from '../features/session/components/user-menu.js';
import { useChangeUserLanguage } from './use-change-user-language.js';
import { AccountLayout } from '../features/shell/components/account-layout.js';
import { BusinessLayout } from '../features/shell/components/business-layout.js';
import { NO_WORKSPACE_ACCESS, type WorkspaceAccess } from '../features/shell/utils/visible-admin-entries.js';
import { useAppSelector } from './hooks.js';
import { useListOrganizationsQuery } from './session-api.js';
import { useCurrentUser } from './use-current-user.js';
import { selectOrganizationId } from './workspace.slice.js';

// The signed-in areas, composed here so that the shell, session and account features never
// import one another.

function HeaderActions() {
  return (
    <>
      {/* The selected organization's colours, on the whole page (renders nothing itself). */}
      <OrganizationTheme />
      {/* An owner's plan awaiting payment: sent once to pay it (renders nothing itself). */}
      <PlanAutoRedirect />
      {/* An invitation followed before signing in: taken up now (renders nothing itself). */}
      <InvitationResume />
      <OrganizationBrand />
      <OrganizationSwitcher />
      <UserMenu />
    </>
  );
}

/** Ownership, permissions and the personal flag of the selected organization. */
const useWorkspaceAccess = (): WorkspaceAccess => {
  const organizationId = useAppSelector(selectOrganizationId);
  const { data } = useListOrganizationsQuery();
  const selected = data?.data.find((organization) => organization.id === organizationId);
  if (!selected) return NO_WORKSPACE_ACCESS;
  return { isOwner: selected.is_owner, isPersonal: selected.is_personal, permissions: selected.permissions };
};

const useAreaProps = () => {
  const access = useWorkspaceAccess();
  const { data: user } = useCurrentUser();
  const changeLanguage = useChangeUserLanguage();
  return {
    access,
    organizationName: user?.organization?.name,
    headerActions: <HeaderActions />,
    onLanguageChange: (locale: Parameters<typeof changeLanguage>[0]) => void changeLanguage(locale),
  };
};

export function BusinessArea() {
  return <BusinessLayout {...useAreaProps()} />;
}

export function AccountArea() {
  return <AccountLayout {...useAreaProps()} userCard={<AccountUserCard />} />;
}
