import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * Every page and signed-in area, each loaded when its route first renders (React.lazy), so a
 * recipient opening a signing link on a phone downloads the viewer and the public layout, not the
 * business area, the wizard or the billing pages. `make lint` holds the sizes to a budget
 * (scripts/check-bundle-budget.mjs). The Suspense boundaries sit around each layout's Outlet.
 * A page whose module is already there when it mounts (its route's loader preloads it, see
 * preloading) renders straight away instead: a lazy component shows its boundary's fallback on its
 * first render whatever, and React holds the content back for a while once a fallback has shown.
 */
// The page modules already there, by their load function (the viewer's serves three pages).
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: each page keeps its own
const page = <M extends { [P in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> & { preload: () => Promise<unknown> } => {
  const preload = () =>
    load().then((module) => {
      loadedModules.set(load, module);
      return module;
    });
  const Lazy = lazy(async () => ({ default: (await preload())[name] }));
  function Page(props: ComponentProps<M[K]>) {
    // Chosen once for the mount, so the page never remounts when its module arrives.
    const [Component] = useState(
      () =>
        ((loadedModules.get(load) as M | undefined)?.[name] ?? Lazy) as ComponentType<ComponentProps<M[K]>>,
    );
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
};

/**
 * A route loader that starts downloading `pages` as soon as the address matches, beside whatever
 * gate renders first (a token link's status check), instead of after it.
 */
export const preloading =
  (...pages: { preload: () => Promise<unknown> }[]) =>
  (): null => {
    pages.forEach((target) => void target.preload());
    return null;
  };

// The signed-in areas (shell, organization switcher, user menu).
export const BusinessArea = page(() => import('./areas.js'), 'BusinessArea');
export const AccountArea = page(() => import('./areas.js'), 'AccountArea');
export const OwnersOnly = page(() => import('./owners-only.js'), 'OwnersOnly');

// Token links and public pages.
const signingViewer = () => import('../features/signing-viewer/components/signing-viewer-page.js');
export const SigningViewerPage = page(signingViewer, 'SigningViewerPage');
export const PublicSigningViewerPage = page(signingViewer, 'PublicSigningViewerPage');
export const FaceToFaceDocumentPage = page(signingViewer, 'FaceToFaceDocumentPage');
export const DownloadPage = page(
  () => import('../features/envelope-download/components/download-page.js'),
  'DownloadPage',
);
export const CheckerPage = page(
  () => import('../features/checker/components/checker-page.js'),
  'CheckerPage',
);
export const PublicFolderPage = page(
  () => import('../features/storage/components/public-folder-page.js'),
  'PublicFolderPage',
);
export const LegalPage = page(() => import('../features/legal/components/legal-page.js'), 'LegalPage');
export const RedirectPage = page(
  () => import('../features/redirect/components/redirect-page.js'),
  'RedirectPage',
);
export const VerifyEmailPage = page(
  () => import('../features/session/components/verify-email-page.js'),
  'VerifyEmailPage',
);

// The business area.
export const BusinessHome = page(
  () => import('../features/organizations/components/business-home.js'),
  'BusinessHome',
);
export const DashboardPage = page(
  () => import('../features/dashboard/components/dashboard-page.js'),
  'DashboardPage',
);
export const NewOrganizationPage = page(
  () => import('../features/organizations/components/new-organization-page.js'),
  'NewOrganizationPage',
);
export const OrganizationSettingsPage = page(
  () => import('../features/organizations/components/organization-settings-page.js'),
  'OrganizationSettingsPage',
);
export const DocumentsPage = page(
  () => import('../features/documents/components/documents-page.js'),
  'DocumentsPage',
);
export const DocumentsStatusRedirect = page(
  () => import('../features/documents/components/documents-status-redirect.js'),
  'DocumentsStatusRedirect',
);
export const InboxTab = page(() => import('../features/documents/components/inbox-tab.js'), 'InboxTab');
export const SentTab = page(() => import('../features/documents/components/sent-tab.js'), 'SentTab');
const savedEnvelopes = () => import('../features/documents/components/saved-envelopes-tab.js');
export const DraftTab = page(savedEnvelopes, 'DraftTab');
export const TemplateTab = page(savedEnvelopes, 'TemplateTab');
export const EnvelopeDetailPage = page(
  () => import('../features/envelope-detail/components/envelope-detail-page.js'),
  'EnvelopeDetailPage',
);
export const EnvelopeWizardPage = page(
  () => import('../features/envelope-wizard/components/envelope-wizard-page.js'),
  'EnvelopeWizardPage',
);
export const FaceToFaceListPage = page(
  () => import('../features/face-to-face/components/face-to-face-list-page.js'),
  'FaceToFaceListPage',
);
export const InvitationPage = page(
  () => import('../features/redirect/components/invitation-page.js'),
  'InvitationPage',
);
export const StoragePage = page(
  () => import('../features/storage/components/storage-page.js'),
  'StoragePage',
);
export const TeamsGate = page(() => import('../features/teams/components/teams-gate.js'), 'TeamsGate');
export const TeamsPage = page(() => import('../features/teams/components/teams-page.js'), 'TeamsPage');
export const TeamEditPage = page(
  () => import('../features/teams/components/team-edit-page.js'),
  'TeamEditPage',
);
export const UsersGate = page(() => import('../features/users/components/users-gate.js'), 'UsersGate');
const usersPage = () => import('../features/users/components/users-page.js');
export const UsersPage = page(usersPage, 'UsersPage');
export const AccountUsersPage = page(usersPage, 'AccountUsersPage');
export const RoleEditPage = page(
  () => import('../features/roles/components/role-edit-page.js'),
  'RoleEditPage',
);

// The account area.
export const ProfilePage = page(
  () => import('../features/account/components/profile-page.js'),
  'ProfilePage',
);
export const ContactsPage = page(
  () => import('../features/contacts/components/contacts-page.js'),
  'ContactsPage',
);
export const BillingGate = page(
  () => import('../features/billing/account/components/billing-gate.js'),
  'BillingGate',
);
export const BillingPage = page(
  () => import('../features/billing/account/components/billing-page.js'),
  'BillingPage',
);
export const BillingPlanPage = page(
  () => import('../features/billing/plans/components/billing-plan-page.js'),
  'BillingPlanPage',
);
export const SubscriptionDetailPage = page(
  () => import('../features/billing/plans/components/subscription-detail-page.js'),
  'SubscriptionDetailPage',
);
export const SubscribeWizardPage = page(
  () => import('../features/billing/subscribe/components/subscribe-wizard-page.js'),
  'SubscribeWizardPage',
);
export const IntegrationsPage = page(
  () => import('../features/integrations/components/integrations-page.js'),
  'IntegrationsPage',
);
export const AllToolsTab = page(
  () => import('../features/integrations/components/all-tools-tab.js'),
  'AllToolsTab',
);
export const ActiveIntegrationsTab = page(
  () => import('../features/integrations/components/active-integrations-tab.js'),
  'ActiveIntegrationsTab',
);
export const WebhooksTab = page(
  () => import('../features/webhooks/components/webhooks-tab.js'),
  'WebhooksTab',
);
export const DeveloperPage = page(
  () => import('../features/developer/components/developer-page.js'),
  'DeveloperPage',
);
export const ManageApplicationsTab = page(
  () => import('../features/developer/components/manage-applications-tab.js'),
  'ManageApplicationsTab',
);
export const DocumentationTab = page(
  () => import('../features/developer/components/documentation-tab.js'),
  'DocumentationTab',
);
export const AccountConfigurationPage = page(
  () => import('../features/organizations/components/account-configuration-page.js'),
  'AccountConfigurationPage',
);
export const MembersTab = page(() => import('../features/users/components/members-tab.js'), 'MembersTab');
export const InvitesTab = page(() => import('../features/users/components/invites-tab.js'), 'InvitesTab');
