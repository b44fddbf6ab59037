import type { ReactNode } from 'react';

import type { Locale } from '../../../i18n/locales.js';
import { AccountSidebar } from './account-sidebar.js';
import type { WorkspaceAccess } from '../utils/visible-admin-entries.js';
import { AppFrame } from './app-frame.js';

/** The account area (profile, contacts, owners' settings): same frame, the account's sidebar. */
export function AccountLayout({
  access,
  organizationName,
  userCard,
  headerActions,
  onLanguageChange,
}: {
  /** The user's place in the selected organization: decides the administration entries. */
  access: WorkspaceAccess;
  organizationName?: string;
  userCard?: ReactNode;
  headerActions?: ReactNode;
  onLanguageChange?: (locale: Locale) => void;
}) {
  return (
    <AppFrame
      headerActions={headerActions}
      onLanguageChange={onLanguageChange}
      sidebar={({ id, open, onNavigate }) => (
        <AccountSidebar
          id={id}
          open={open}
          access={access}
          organizationName={organizationName}
          userCard={userCard}
          onNavigate={onNavigate}
          onLanguageChange={onLanguageChange}
        />
      )}
    />
  );
}
