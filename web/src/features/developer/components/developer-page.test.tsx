import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clickInDialog, dialog, typeInDialog } from '../../../testing/dialog-queries.js';
import { anOrganization, signedInApi, type FakeReply } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import type { DeveloperClient } from '../api/developer-api.js';

const aClient = (overrides: Partial<DeveloperClient> = {}): DeveloperClient => ({
  id: 'c0ffee0000000000000000000000beef',
  name: 'Portal do RH',
  redirect: 'https://rh.example.com/callback',
  is_confidential: true,
  is_sandbox: true,
  scopes: [],
  created_at: '2026-11-20T12:00:00.000Z',
  published_at: null,
  expires_at: '2026-11-27T12:00:00.000Z',
  ...overrides,
});

const developerApi = (clients: DeveloperClient[], routes: Record<string, FakeReply> = {}) =>
  signedInApi({ routes: { 'GET /api/oauth/clients': { body: { data: clients } }, ...routes } });

afterEach(() => vi.restoreAllMocks());

describe('developer area', () => {
  it('opens manage applications from /account/developer, with the empty state', async () => {
    developerApi([]);
    const { router } = renderApp('/account/developer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Desenvolvedor' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/developer/manageapplications'));
    expect(await screen.findByText('Você ainda não tem aplicações. Crie uma para usar a API.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova aplicação' })).toBeTruthy();
  });

  it('creates a confidential app by default, shows its secret once, then the sandbox info', async () => {
    const created = aClient({ plain_secret: 'segredo-mostrado-uma-vez' });
    const api = developerApi([], { 'POST /api/oauth/clients': { status: 201, body: created } });
    renderApp('/account/developer/manageapplications');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova aplicação' }));
    // §5: name and a valid address are required.
    clickInDialog('Criar aplicação');
    expect(within(dialog()).getByText('O campo Nome é obrigatório.')).toBeTruthy();
    expect(within(dialog()).getByText('O campo URL de redirecionamento é obrigatório.')).toBeTruthy();
    typeInDialog('Nome', 'Portal do RH');
    typeInDialog('URL de redirecionamento', 'intranet');
    clickInDialog('Criar aplicação');
    expect(within(dialog()).getByText('URL inválida.')).toBeTruthy();
    expect(api.to('POST /api/oauth/clients')).toHaveLength(0);

    typeInDialog('URL de redirecionamento', 'rh.example.com/callback');
    expect(
      (within(dialog()).getByRole('checkbox', { name: /Aplicação pública/ }) as HTMLInputElement).checked,
    ).toBe(false);
    clickInDialog('Criar aplicação');
    const secretDialog = await screen.findByRole('dialog', { name: 'Aplicação criada' });
    expect(api.to('POST /api/oauth/clients')[0]!.body).toEqual({
      name: 'Portal do RH',
      redirect: 'https://rh.example.com/callback',
      confidential: true,
    });
    expect((within(secretDialog).getByLabelText('Segredo do cliente') as HTMLInputElement).value).toBe(
      'segredo-mostrado-uma-vez',
    );
    expect(
      within(secretDialog).getByText('Guarde este valor agora: ele não será mostrado novamente.'),
    ).toBeTruthy();
    expect(screen.getByText('Aplicação criada.')).toBeTruthy();
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Já copiei' }));
    const info = await screen.findByRole('dialog', { name: 'Sua aplicação está no sandbox' });
    expect(within(info).getByText(/expiram 7 dias após a criação/)).toBeTruthy();
    fireEvent.click(within(info).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('segredo-mostrado-uma-vez')).toBeNull();
  });

  it('places the server field errors of a refused app under their fields', async () => {
    developerApi([], {
      'POST /api/oauth/clients': {
        status: 422,
        body: { message: 'Dados inválidos.', errors: { redirect: ['O endereço deve usar https.'] } },
      },
    });
    renderApp('/account/developer/manageapplications');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova aplicação' }));
    typeInDialog('Nome', 'App');
    typeInDialog('URL de redirecionamento', 'http://app.example.com');
    clickInDialog('Criar aplicação');
    expect(await within(dialog()).findByText('O endereço deve usar https.')).toBeTruthy();
    expect(within(dialog()).getByLabelText('URL de redirecionamento').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('offers publish to sandbox apps only and secret refresh to confidential apps only, with the 7-day notice', async () => {
    developerApi([
      aClient(),
      aClient({ id: 'public-app', name: 'App pública', is_confidential: false }),
      aClient({ id: 'prod-app', name: 'App em produção', is_sandbox: false, expires_at: null }),
    ]);
    renderApp('/account/developer/manageapplications');
    const card = async (name: string) =>
      (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;
    const actions = async (name: string) =>
      within(await card(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await actions('Portal do RH')).toEqual(['Publicar em produção', 'Recriar segredo', 'Excluir']);
    expect(await actions('App pública')).toEqual(['Publicar em produção', 'Excluir']);
    expect(await actions('App em produção')).toEqual(['Recriar segredo', 'Excluir']);
    expect(
      within(await card('Portal do RH')).getByText(/^Sandbox: esta aplicação e os seus dados expiram em/),
    ).toBeTruthy();
    expect(within(await card('App em produção')).queryByText(/expiram em/)).toBeNull();
  });

  it('publishes one way with a success alert; a failed publish is only logged, closes and refreshes', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = developerApi([aClient()], {
      'POST /api/oauth/clients/c0ffee0000000000000000000000beef/deploy': {
        status: 200,
        body: aClient({ is_sandbox: false, expires_at: null }),
      },
    });
    renderApp('/account/developer/manageapplications');
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar em produção' }));
    expect(within(dialog()).getByText(/Não é possível voltar ao sandbox/)).toBeTruthy();
    clickInDialog('Publicar');
    expect(await screen.findByText('Aplicação publicada.')).toBeTruthy();

    api.answer('POST /api/oauth/clients/c0ffee0000000000000000000000beef/deploy', {
      status: 422,
      body: { message: 'Já está em produção.' },
    });
    const listed = api.to('GET /api/oauth/clients').length;
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar em produção' }));
    clickInDialog('Publicar');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.to('GET /api/oauth/clients').length).toBeGreaterThan(listed));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('recreates a confidential secret and shows the new one once; a failed refresh is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = developerApi([aClient()], {
      'POST /api/oauth/clients/c0ffee0000000000000000000000beef/refresh': {
        status: 200,
        body: aClient({ plain_secret: 'novo-segredo' }),
      },
    });
    renderApp('/account/developer/manageapplications');
    fireEvent.click(await screen.findByRole('button', { name: 'Recriar segredo' }));
    expect(within(dialog()).getByText(/O segredo atual para de funcionar agora/)).toBeTruthy();
    clickInDialog('Recriar');
    const shown = await screen.findByRole('dialog', { name: 'Novo segredo' });
    expect((within(shown).getByLabelText('Segredo do cliente') as HTMLInputElement).value).toBe(
      'novo-segredo',
    );
    fireEvent.click(within(shown).getByRole('button', { name: 'Já copiei' }));

    api.answer('POST /api/oauth/clients/c0ffee0000000000000000000000beef/refresh', { status: 500, body: {} });
    fireEvent.click(await screen.findByRole('button', { name: 'Recriar segredo' }));
    clickInDialog('Recriar');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes an app after confirming', async () => {
    const api = developerApi([aClient()], {
      'DELETE /api/oauth/clients/c0ffee0000000000000000000000beef': { status: 204 },
    });
    renderApp('/account/developer/manageapplications');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    clickInDialog('Excluir');
    expect(await screen.findByText('Aplicação Portal do RH excluída.')).toBeTruthy();
    expect(api.to('DELETE /api/oauth/clients/c0ffee0000000000000000000000beef')).toHaveLength(1);
  });

  it('links the API reference and the SDK README on the documentation tab', async () => {
    developerApi([]);
    renderApp('/account/developer/documentation');
    const link = await screen.findByRole('link', { name: /Abrir a referência da API/ });
    expect(link.getAttribute('href')).toBe('/api/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    const readme = screen.getByRole('link', { name: /README/ });
    expect(readme.getAttribute('href')).toBe('/api/sdk/README.md');
    expect(readme.getAttribute('target')).toBe('_blank');
  });

  it('sends a member who is not the owner to the profile', async () => {
    const api = signedInApi({ organizations: [anOrganization({ is_owner: false })] });
    const { router } = renderApp('/account/developer/manageapplications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(api.to('GET /api/oauth/clients')).toHaveLength(0);
  });
});
