import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '../../../app/provider.js';
import { createAppStore } from '../../../app/store.js';
import { createI18n } from '../../../i18n/create-i18n.js';
import type { Locale } from '../../../i18n/locales.js';
import { Sidebar } from './sidebar.js';

const renderSidebar = (locale: Locale) =>
  render(
    <AppProvider store={createAppStore()} i18n={createI18n(locale)}>
      <MemoryRouter initialEntries={['/business/dashboard']}>
        <Sidebar
          id="sidebar"
          open={false}
          access={{ isOwner: false, isPersonal: false, permissions: {} }}
          onNavigate={() => {}}
        />
      </MemoryRouter>
    </AppProvider>,
  );

// Workspace spec, route table: /business/checker "opens an external government validation site
// in a new tab"; the in-product verifier stays at /public/checker.
describe('the sidebar Verify entry', () => {
  it.each([
    ['pt-BR', /^Verificar\s*\(abre em nova aba\)$/],
    ['en', /^Verify\s*\(opens in a new tab\)$/],
  ] as const)('opens the government validator (ITI VALIDAR) in a new tab (%s)', (locale, name) => {
    renderSidebar(locale);
    const verify = screen.getByRole('link', { name });
    expect(verify.getAttribute('href')).toBe('https://validar.iti.gov.br/');
    expect(verify.getAttribute('target')).toBe('_blank');
    expect(verify.getAttribute('rel')).toContain('noopener');
  });
});
