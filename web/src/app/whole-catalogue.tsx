import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { hasWholeCatalogue, loadWholeCatalogue } from '../i18n/load-i18n.js';
import { signingLinkToken } from './signing-link-token.js';

/**
 * Around every page: a signing link opened without a session starts with only the catalogue's
 * link part (main.tsx); any other page waits for the rest before it renders (the route's
 * Suspense fallback, as while its chunk arrives), so it never shows a key for its text.
 */
export function WholeCatalogue({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  if (!hasWholeCatalogue(i18n) && !signingLinkToken(pathname)) use(loadWholeCatalogue(i18n));
  return children;
}
