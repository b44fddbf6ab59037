import { Navigate, type RouteObject } from 'react-router';

import { paths } from '../config/paths.js';
import { LinkGate } from '../features/link-status/components/link-gate.js';
import { NotFoundPage } from '../features/not-found/components/not-found-page.js';
import { SessionGate } from '../features/session/components/session-gate.js';
import { PublicLayout } from '../features/shell/components/public-layout.js';
import { WaitingPage } from '../features/waiting/components/waiting-page.js';
import {
  AccountArea,
  AccountConfigurationPage,
  AccountUsersPage,
  ActiveIntegrationsTab,
  AllToolsTab,
  BillingGate,
  BillingPage,
  BillingPlanPage,
  BusinessArea,
  BusinessHome,
  CheckerPage,
  ContactsPage,
  DashboardPage,
  DeveloperPage,
  DocumentationTab,
  DocumentsPage,
  DocumentsStatusRedirect,
  DownloadPage,
  DraftTab,
  EnvelopeDetailPage,
  EnvelopeWizardPage,
  FaceToFaceDocumentPage,
  FaceToFaceListPage,
  InboxTab,
  IntegrationsPage,
  InvitationPage,
  InvitesTab,
  LegalPage,
  ManageApplicationsTab,
  MembersTab,
  NewOrganizationPage,
  OrganizationSettingsPage,
  OwnersOnly,
  preloading,
  ProfilePage,
  PublicFolderPage,
  PublicSigningViewerPage,
  RedirectPage,
  RoleEditPage,
  SentTab,
  SigningViewerPage,
  StoragePage,
  SubscribeWizardPage,
  SubscriptionDetailPage,
  TeamEditPage,
  TeamsGate,
  TeamsPage,
  TemplateTab,
  UsersGate,
  UsersPage,
  VerifyEmailPage,
  WebhooksTab,
} from './lazy-pages.js';
import { LinkViewPrefetch } from './link-view-prefetch.js';
import { RootLayout } from './root-layout.js';
import { RouteErrorPage } from './route-error-page.js';
import { TokenArea } from './token-area.js';

/**
 * The route tree (history mode). The signed-in areas sit behind the start-up gate; public pages
 * (verifier, shared folders, the token viewer and download pages) must stay outside it, whatever
 * their prefix. A token page opens behind its link's status: a used, ended or mangled link shows
 * what happened instead; its page starts downloading while the status is asked (preloading). Pages
 * load on demand (lazy-pages.tsx). Unknown addresses fall through to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first route loaders (preloading) run, as while a page's chunk arrives.
    hydrateFallbackElement: <WaitingPage />,
    children: [
      {
        // The waiting page is what start-up shows while it decides; then the dashboard.
        path: paths.waiting.path,
        element: (
          <SessionGate pending={<WaitingPage />}>
            <Navigate replace to={paths.business.dashboard.getHref()} />
          </SessionGate>
        ),
      },
      {
        // Token links open without a session too (see TokenArea).
        element: <TokenArea />,
        children: [
          {
            path: paths.business.envelopes.viewer.path,
            loader: preloading(SigningViewerPage),
            element: (
              <>
                <LinkViewPrefetch />
                <LinkGate page="viewer">
                  <SigningViewerPage />
                </LinkGate>
              </>
            ),
          },
          {
            path: paths.business.envelopes.download.path,
            loader: preloading(DownloadPage),
            element: (
              <LinkGate page="download">
                <DownloadPage />
              </LinkGate>
            ),
          },
          // The verifier is public: the signature page's QR code points here (workspace spec §2).
          { path: paths.business.checker.path, element: <CheckerPage /> },
        ],
      },
      { path: paths.redirect.path, element: <RedirectPage /> },
      {
        path: paths.business.root.path,
        element: (
          <SessionGate pending={<WaitingPage />}>
            <BusinessArea />
          </SessionGate>
        ),
        children: [
          // Organization spec §2: the organization list when the user has several, else the dashboard.
          { index: true, element: <BusinessHome /> },
          { path: paths.business.dashboard.path, element: <DashboardPage /> },
          {
            path: paths.business.organizations.root.path,
            element: <Navigate replace to={paths.business.organizations.new.getHref()} />,
          },
          { path: paths.business.organizations.new.path, element: <NewOrganizationPage /> },
          // The page shows the tabs the member may use (organization spec §6) and sends others home.
          { path: paths.business.organizations.settings.path, element: <OrganizationSettingsPage /> },
          {
            path: paths.business.documents.root.path,
            element: <DocumentsPage />,
            children: [
              { index: true, element: <Navigate replace to={paths.business.documents.inbox.getHref()} /> },
              { path: paths.business.documents.inbox.path, element: <InboxTab /> },
              { path: paths.business.documents.sent.path, element: <SentTab /> },
              { path: paths.business.documents.draft.path, element: <DraftTab /> },
              { path: paths.business.documents.template.path, element: <TemplateTab /> },
            ],
          },
          { path: paths.business.documents.byStatus.path, element: <DocumentsStatusRedirect /> },
          { path: paths.business.documents.info.path, element: <EnvelopeDetailPage /> },
          { path: paths.business.envelopes.new.path, element: <EnvelopeWizardPage step="documents" /> },
          { path: paths.business.envelopes.documents.path, element: <EnvelopeWizardPage step="documents" /> },
          {
            path: paths.business.envelopes.recipients.path,
            element: <EnvelopeWizardPage step="recipients" />,
          },
          { path: paths.business.envelopes.fields.path, element: <EnvelopeWizardPage step="fields" /> },
          { path: paths.business.envelopes.review.path, element: <EnvelopeWizardPage step="review" /> },
          { path: paths.business.envelopes.faceToFace.path, element: <FaceToFaceListPage /> },
          { path: paths.business.envelopes.faceToFaceDocument.path, element: <FaceToFaceDocumentPage /> },
          { path: paths.business.invitation.path, element: <InvitationPage /> },
          { path: paths.business.storage.root.path, element: <StoragePage /> },
          { path: paths.business.storage.item.path, element: <StoragePage /> },
          {
            // Workspace spec §6: not in a personal workspace; non-owners need manage_teams.
            path: paths.business.teams.root.path,
            element: (
              <TeamsGate>
                <TeamsPage />
              </TeamsGate>
            ),
          },
          {
            path: paths.business.teams.edit.path,
            element: (
              <TeamsGate>
                <TeamEditPage />
              </TeamsGate>
            ),
          },
          {
            // Workspace spec §6: not in a personal workspace; non-owners need manage_users.
            path: paths.business.users.path,
            element: (
              <UsersGate>
                <UsersPage />
              </UsersGate>
            ),
          },
          {
            // Roles are managed with manage_users, like the users page whose tab lists them.
            path: paths.business.roles.edit.path,
            element: (
              <UsersGate>
                <RoleEditPage />
              </UsersGate>
            ),
          },
        ],
      },
      {
        path: paths.account.verifyEmail.path,
        element: (
          <SessionGate pending={<WaitingPage />} allowUnverified>
            <VerifyEmailPage />
          </SessionGate>
        ),
      },
      {
        path: paths.account.root.path,
        element: (
          <SessionGate pending={<WaitingPage />}>
            <AccountArea />
          </SessionGate>
        ),
        children: [
          { index: true, element: <Navigate replace to={paths.account.profile.getHref()} /> },
          { path: paths.account.profile.path, element: <ProfilePage /> },
          { path: paths.account.contacts.path, element: <ContactsPage /> },
          {
            // Organization spec §2 and §6: every billing page is for the owner or a member holding
            // manage_billing; others go to their profile.
            path: paths.account.billing.root.path,
            element: (
              <BillingGate>
                <BillingPage />
              </BillingGate>
            ),
          },
          {
            path: paths.account.billing.plan.path,
            element: (
              <BillingGate>
                <BillingPlanPage />
              </BillingGate>
            ),
          },
          {
            // Organization spec §2: the billing page's manage link.
            path: paths.account.billing.planSubscription.path,
            element: (
              <BillingGate>
                <SubscriptionDetailPage />
              </BillingGate>
            ),
          },
          // Organization spec §2: the checkout of one plan for one organization (the subscribe wizard).
          {
            path: paths.account.billing.subscription.path,
            element: (
              <BillingGate>
                <SubscribeWizardPage />
              </BillingGate>
            ),
          },
          {
            // Organization spec §2 and §6: administrators only; the bare address opens a tab.
            path: paths.account.integrations.root.path,
            element: (
              <OwnersOnly>
                <IntegrationsPage />
              </OwnersOnly>
            ),
            children: [
              {
                index: true,
                element: <Navigate replace to={paths.account.integrations.allTools.getHref()} />,
              },
              { path: paths.account.integrations.allTools.path, element: <AllToolsTab /> },
              {
                path: paths.account.integrations.activeIntegrations.path,
                element: <ActiveIntegrationsTab />,
              },
              { path: paths.account.integrations.webhooks.path, element: <WebhooksTab /> },
            ],
          },
          {
            path: paths.account.developer.root.path,
            element: (
              <OwnersOnly>
                <DeveloperPage />
              </OwnersOnly>
            ),
            children: [
              {
                index: true,
                element: <Navigate replace to={paths.account.developer.manageApplications.getHref()} />,
              },
              { path: paths.account.developer.manageApplications.path, element: <ManageApplicationsTab /> },
              { path: paths.account.developer.documentation.path, element: <DocumentationTab /> },
            ],
          },
          {
            // Organization spec §2 and §6: administrators only (name and logo).
            path: paths.account.configuration.path,
            element: (
              <OwnersOnly>
                <AccountConfigurationPage />
              </OwnersOnly>
            ),
          },
          {
            // Workspace spec §2: administrators only; the users tab is at usersguest.
            path: paths.account.users.root.path,
            element: (
              <OwnersOnly>
                <AccountUsersPage />
              </OwnersOnly>
            ),
            children: [
              { index: true, element: <Navigate replace to={paths.account.users.usersGuest.getHref()} /> },
              { path: paths.account.users.usersGuest.path, element: <MembersTab /> },
              { path: paths.account.users.pendingInvites.path, element: <InvitesTab /> },
            ],
          },
        ],
      },
      {
        path: paths.public.root.path,
        element: <PublicLayout />,
        children: [
          { index: true, element: <Navigate replace to={paths.public.checker.getHref()} /> },
          { path: paths.public.checker.path, element: <CheckerPage /> },
          // A published folder, opened by its link's token (workspace spec "Public shared folder").
          { path: paths.public.storage.path, element: <PublicFolderPage /> },
          {
            path: paths.public.envelopes.viewer.path,
            loader: preloading(PublicSigningViewerPage),
            element: (
              <>
                <LinkViewPrefetch />
                <LinkGate page="viewer">
                  <PublicSigningViewerPage />
                </LinkGate>
              </>
            ),
          },
          {
            path: paths.public.envelopes.download.path,
            loader: preloading(DownloadPage),
            element: (
              <LinkGate page="download">
                <DownloadPage />
              </LinkGate>
            ),
          },
        ],
      },
      {
        // The footer's texts: public, in the public layout, signed in or not.
        element: <PublicLayout />,
        children: [
          { path: paths.legal.termsOfUse.path, element: <LegalPage document="terms" /> },
          { path: paths.legal.privacyPolicy.path, element: <LegalPage document="privacy" /> },
          { path: paths.legal.cookiePolicy.path, element: <LegalPage document="cookies" /> },
        ],
      },
      { path: paths.notFound.path, element: <NotFoundPage /> },
    ],
  },
];
