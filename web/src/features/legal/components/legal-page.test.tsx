import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

describe('legal pages', () => {
  it('opens the terms of use from the footer of the signed-in area', async () => {
    signedInApi();
    const { router } = renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    const footer = screen.getByRole('navigation', { name: 'Links institucionais' });
    expect(within(footer).getByRole('link', { name: 'Termos de uso' }).getAttribute('href')).toBe(
      '/legal/terms-of-use',
    );
    fireEvent.click(within(footer).getByRole('link', { name: 'Política de privacidade' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/legal/privacy-policy');
  });

  it('describes the recorded IP address, location, e-mail use and event log, without asking who reads', async () => {
    const api = fakeApi({});
    renderApp('/legal/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeTruthy();
    const text = document.querySelector('article')!.textContent!;
    for (const fact of ['endereço IP', 'latitude', 'e-mail', 'histórico de eventos'])
      expect(text).toContain(fact);
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['en', '/legal/terms-of-use', 'Terms of use'],
    ['es', '/legal/cookie-policy', 'Política de cookies'],
  ] as const)('is written in %s too', async (language, path, title) => {
    fakeApi({});
    renderApp(path, language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
