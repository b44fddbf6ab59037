import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '../app/provider.js';
import { routes } from '../app/routes.js';
import { createAppStore } from '../app/store.js';
import { createI18n } from '../i18n/create-i18n.js';
import type { Locale } from '../i18n/locales.js';

/** Renders the real route tree at `path`, in memory, with a fresh store and i18n instance. */
export const renderApp = (path: string, language: Locale = 'pt-BR') => {
  const store = createAppStore();
  const i18n = createI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, i18n, router };
};
