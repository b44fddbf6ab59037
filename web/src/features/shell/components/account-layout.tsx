import type { ReactNode } from 'react';

import { AccountSidebar } from './account-sidebar.js';
import { AppFrame, type AreaLayoutProps } from './app-frame.js';

/** The account area (profile, contacts, owners' settings): same frame, the account's sidebar. */
export function AccountLayout({ headerActions, ...sidebar }: AreaLayoutProps & { userCard?: ReactNode }) {
  return (
    <AppFrame
      headerActions={headerActions}
      onLanguageChange={sidebar.onLanguageChange}
      sidebar={(slot) => <AccountSidebar {...slot} {...sidebar} />}
    />
  );
}
