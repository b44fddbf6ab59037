import './styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { startLinkStatus } from './app/link-status-start.js';
import { SigningViewerPage } from './app/lazy-pages.js';
import { AppProvider } from './app/provider.js';
import { createAppRouter } from './app/router.js';
import { signingLinkToken } from './app/signing-link-token.js';
import { createAppStore } from './app/store.js';
import { detectLanguage } from './i18n/detect-language.js';
import { loadI18n } from './i18n/load-i18n.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
const language = detectLanguage();
// The page's language, as early-start.ts set it (the API's Accept-Language follows <html lang>,
// which i18next sets only once the catalogue is in); a signing link's status and view, which
// early-start.ts asked for before the app arrived, go into the store before the first render.
document.documentElement.lang = language;
startLinkStatus(store, window.location.pathname);
// The router first: its loaders start the page's chunk (lazy-pages.tsx) while the interface
// language's catalogue downloads, instead of after it. A signing link needs only its part of the
// catalogue; any other page loads the rest first (app/whole-catalogue.tsx). On a signing link the
// first render also waits for the viewer's module (preloaded by index.html), so that the page
// renders at once rather than behind its Suspense fallback.
const router = createAppRouter();
const link = signingLinkToken(window.location.pathname) !== null;
const [i18n] = await Promise.all([
  loadI18n(language, link ? 'link' : 'whole'),
  link ? SigningViewerPage.preload().catch(() => undefined) : null,
]);

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
