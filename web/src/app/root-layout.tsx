import { Outlet } from 'react-router';

import { AlertStack } from './alert-stack.js';

/** Above every route: the page, and the alerts any call may raise. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AlertStack />
    </>
  );
}
