import { Navigate, type RouteObject } from 'react-router';

import { paths } from '../config/paths.js';
import { ProfilePage } from '../features/account/components/profile-page.js';
import { CheckerPage } from '../features/checker/components/checker-page.js';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.js';
import { DocumentsPage } from '../features/documents/components/documents-page.js';
import { DocumentsStatusRedirect } from '../features/documents/components/documents-status-redirect.js';
import { InboxTab } from '../features/documents/components/inbox-tab.js';
import { DraftTab, TemplateTab } from '../features/documents/components/saved-envelopes-tab.js';
import { SentTab } from '../features/documents/components/sent-tab.js';
import { EnvelopeDetailPage } from '../features/envelope-detail/components/envelope-detail-page.js';
import { NotFoundPage } from '../features/not-found/components/not-found-page.js';
import { SessionGate } from '../features/session/components/session-gate.js';
import { VerifyEmailPage } from '../features/session/components/verify-email-page.js';
import { PublicLayout } from '../features/shell/components/public-layout.js';
import { WaitingPage } from '../features/waiting/components/waiting-page.js';
import { AccountArea, BusinessArea } from './areas.js';
import { RootLayout } from './root-layout.js';
import { RouteErrorPage } from './route-error-page.js';

/**
 * The route tree (history mode). The signed-in areas sit behind the start-up gate; public pages
 * (verifier, shared folders, the token viewer and download pages) must stay outside it, whatever
 * their prefix. Unknown addresses fall through to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
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
        path: paths.business.root.path,
        element: (
          <SessionGate pending={<WaitingPage />}>
            <BusinessArea />
          </SessionGate>
        ),
        children: [
          { index: true, element: <Navigate replace to={paths.business.dashboard.getHref()} /> },
          { path: paths.business.dashboard.path, element: <DashboardPage /> },
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
        ],
      },
      {
        path: paths.public.root.path,
        element: <PublicLayout />,
        children: [
          { index: true, element: <Navigate replace to={paths.public.checker.getHref()} /> },
          { path: paths.public.checker.path, element: <CheckerPage /> },
        ],
      },
      { path: paths.notFound.path, element: <NotFoundPage /> },
    ],
  },
];
