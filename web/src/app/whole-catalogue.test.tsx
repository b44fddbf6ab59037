import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { hasWholeCatalogue, loadI18n } from '../i18n/load-i18n.js';
import { WholeCatalogue } from './whole-catalogue.js';

function Text({ name }: { name: 'signingViewer.pageTitle' | 'legal.terms.title' }) {
  const { t } = useTranslation();
  return <h1>{t(name)}</h1>;
}

describe('WholeCatalogue', () => {
  it('renders a signing link with its part of the catalogue, and any other page once the rest is in', async () => {
    const i18n = await loadI18n('pt-BR', 'link');
    const router = createMemoryRouter(
      [
        {
          element: (
            <Suspense fallback={<p>waiting</p>}>
              <WholeCatalogue>
                <Outlet />
              </WholeCatalogue>
            </Suspense>
          ),
          children: [
            { path: '/public/envelopes/viewer/:token', element: <Text name="signingViewer.pageTitle" /> },
            { path: '/legal/terms-of-use', element: <Text name="legal.terms.title" /> },
          ],
        },
      ],
      { initialEntries: ['/public/envelopes/viewer/tok-1'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe(i18n.t('signingViewer.pageTitle'));
    expect(hasWholeCatalogue(i18n)).toBe(false);

    const viewerTitle = i18n.t('signingViewer.pageTitle');
    await act(() => router.navigate('/legal/terms-of-use'));
    await vi.waitFor(() => expect(screen.getByRole('heading').textContent).not.toBe(viewerTitle));
    const heading = screen.getByRole('heading');
    expect(heading.textContent).not.toBe('legal.terms.title');
    expect(heading.textContent).toBe(i18n.t('legal.terms.title'));
    expect(hasWholeCatalogue(i18n)).toBe(true);
  });
});
