import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { WaitingPage } from '../features/waiting/components/waiting-page.js';

import { AlertStack } from './alert-stack.js';
import { WholeCatalogue } from './whole-catalogue.js';

/**
 * Above every route: the page, and the alerts any call may raise. Pages load on demand
 * (lazy-pages.tsx): the waiting page shows while the first one arrives, or the rest of the
 * catalogue a signing link did without.
 */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<WaitingPage />}>
        <WholeCatalogue>
          <Outlet />
        </WholeCatalogue>
      </Suspense>
      <AlertStack />
    </>
  );
}
