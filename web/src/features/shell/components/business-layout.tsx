import { AppFrame, type AreaLayoutProps } from './app-frame.js';
import { Sidebar } from './sidebar.js';

/** The signed-in business area: header, sidebar (a drawer below 768 px), page, footer. */
export function BusinessLayout({ headerActions, ...sidebar }: AreaLayoutProps) {
  return (
    <AppFrame
      headerActions={headerActions}
      onLanguageChange={sidebar.onLanguageChange}
      sidebar={(slot) => <Sidebar {...slot} {...sidebar} />}
    />
  );
}
