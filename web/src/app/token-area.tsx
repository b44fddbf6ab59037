import { hasSession } from '../lib/has-session.js';
import { SessionGate } from '../features/session/components/session-gate.js';
import { PublicLayout } from '../features/shell/components/public-layout.js';
import { WaitingPage } from '../features/waiting/components/waiting-page.js';
import { BusinessArea } from './lazy-pages.js';

/**
 * The token pages (signing viewer, download page; spec §2, "public variant exists") open from
 * e-mail links under /business: a signed-in user sees them in the business area, a visitor
 * without an account in the public layout, never sent to sign in first.
 */
export function TokenArea() {
  if (!hasSession()) return <PublicLayout />;
  return (
    <SessionGate pending={<WaitingPage />}>
      <BusinessArea />
    </SessionGate>
  );
}
