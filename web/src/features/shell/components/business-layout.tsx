import type { ReactNode } from 'react';

import type { Locale } from '../../../i18n/locales.js';
import type { WorkspaceAccess } from '../utils/visible-admin-entries.js';
import { AppFrame } from './app-frame.js';
import { Sidebar } from './sidebar.js';

/** The signed-in business area: header, sidebar (a drawer below 768 px), page, footer. */
export function BusinessLayout({
  access,
  organizationName,
  headerActions,
  onLanguageChange,
}: {
  /** The user's place in the selected organization: decides the administration entries. */
  access: WorkspaceAccess;
  organizationName?: string;
  /** The organization switcher and the avatar menu, composed by the app. */
  headerActions?: ReactNode;
  onLanguageChange?: (locale: Locale) => void;
}) {
  return (
    <AppFrame
      headerActions={headerActions}
      onLanguageChange={onLanguageChange}
      sidebar={({ id, open, onNavigate }) => (
        <Sidebar
          id={id}
          open={open}
          access={access}
          organizationName={organizationName}
          onNavigate={onNavigate}
          onLanguageChange={onLanguageChange}
        />
      )}
    />
  );
}
