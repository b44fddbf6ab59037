import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { anOrganization, fakeApi, signedInApi } from '../testing/fake-api.js';
import { renderApp } from '../testing/render-app.js';

describe('routes', () => {
  beforeEach(() => {
    signedInApi({ organizations: [anOrganization({ is_owner: false })] });
  });

  it('redirects /business to the dashboard, rendered inside the shell', async () => {
    const { router } = renderApp('/business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/dashboard');
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Novo envelope' }).getAttribute('href')).toBe(
      '/business/envelopes/new',
    );
    expect(screen.getByRole('link', { name: 'Termos de uso' })).toBeTruthy();
  });

  it('marks the current sidebar item and opens Verify in a new tab', async () => {
    renderApp('/business/dashboard');
    const home = await screen.findByRole('link', { name: 'Início' });
    expect(home.getAttribute('aria-current')).toBe('page');
    const verify = screen.getByRole('link', { name: /Verificar/ });
    expect(verify.getAttribute('target')).toBe('_blank');
    expect(verify.getAttribute('rel')).toContain('noopener');
  });

  it('shows the administration entries to owners only', async () => {
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Administração')).toBeNull();
  });

  it('shows the administration entries to an owner of the selected organization', async () => {
    signedInApi({ organizations: [anOrganization({ is_owner: true })] });
    renderApp('/business/dashboard');
    expect(await screen.findByText('Administração')).toBeTruthy();
  });

  it('takes the entries from the selected organization: the plan page for its owner or a manage_billing holder', async () => {
    signedInApi({
      organizations: [
        anOrganization({ is_owner: true }),
        anOrganization({
          id: '5f0c2a11-1111-4111-8111-000000000003',
          name: 'Cartório',
          is_personal: false,
          is_owner: false,
          permissions: { ...anOrganization().permissions, manage_billing: false },
        }),
      ],
    });
    renderApp('/business/dashboard');
    const navigation = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(await within(navigation).findByRole('link', { name: 'Plano' })).toBeTruthy();

    const header = screen.getAllByRole('banner')[0]!;
    fireEvent.change(within(header).getByRole('combobox', { name: 'Organização' }), {
      target: { value: '5f0c2a11-1111-4111-8111-000000000003' },
    });
    await waitFor(() => expect(within(navigation).queryByRole('link', { name: 'Plano' })).toBeNull());
    expect(within(navigation).queryByRole('link', { name: 'Assinatura' })).toBeNull();
  });

  it('renders the dashboard heading in the chosen language', async () => {
    localStorage.setItem('rubrica.language', btoa('es'));
    renderApp('/business/dashboard', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown address, with a way back to the dashboard', async () => {
    const { router } = renderApp('/business/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Voltar para o início' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/dashboard');
  });

  it('redirects /public to the verifier, without asking who the visitor is', async () => {
    const api = fakeApi({});
    const { router } = renderApp('/public');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificador' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/public/checker');
    expect(api.requests).toEqual([]);
  });

  it('shows the waiting page at / while start-up loads the user, then the dashboard', async () => {
    const api = fakeApi({ 'GET /api/me': 'never' });
    renderApp('/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Just a moment' })).toBeTruthy();
    expect(api.to('GET /api/me')).toHaveLength(1);
  });

  it('goes from / to the dashboard once the user is known', async () => {
    signedInApi({ user: { lang: 'en' } });
    const { router } = renderApp('/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/dashboard');
  });

  it('redirects /account to the profile, which names the signed-in user', async () => {
    const { router } = renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    // The account sidebar names the user above their role; the page opens on the signatures.
    expect(screen.getByText(/^(Administrador|Usuário)$/).previousElementSibling?.textContent).toBe(
      'Maria Silva',
    );
    expect(screen.getByRole('tab', { name: 'Assinaturas', selected: true })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navegação da conta' })).toBeTruthy();
  });
});
