import './styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { startLinkStatus } from './app/link-status-start.js';
import { AppProvider } from './app/provider.js';
import { createAppRouter } from './app/router.js';
import { createAppStore } from './app/store.js';
import { detectLanguage } from './i18n/detect-language.js';
import { loadI18n } from './i18n/load-i18n.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
const language = detectLanguage();
// A signing link's status, asked before the catalogue and the first render rather than after them,
// in the page's language (the API's Accept-Language follows <html lang>, which i18next sets only
// once the catalogue is in).
document.documentElement.lang = language;
startLinkStatus(store, window.location.pathname);
// The router first: its loaders start the page's chunk (lazy-pages.tsx) while the interface
// language's catalogue downloads, instead of after it.
const router = createAppRouter();
const i18n = await loadI18n(language);

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
