import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Organization } from '../../../app/session-api.js';
import { anOrganization, invalidReply, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import { DEFAULT_PALETTE } from '../utils/theme-palette.js';

const NO_FLAGS = {
  send_envelopes: false,
  attach_organizations: false,
  edit_organization: false,
  manage_teams: false,
  manage_users: false,
  manage_billing: false,
};
const PALETTE = {
  avatar_background_color: '#112233',
  avatar_text_color: '#ffffff',
  navbar_background_color: '#0a3d62',
  navbar_text_color: '#f5f6fa',
  button_background_color: '#e55039',
  button_text_color: '#ffffff',
};
// What identity answers until a palette is saved (spec §9).
const DEFAULTS = { ...DEFAULT_PALETTE };

const ACME = anOrganization({
  id: '5b1e7a52-6a0e-4f5e-9a47-1f1b8a0c0003',
  name: 'Acme',
  is_personal: false,
  ...({ style: DEFAULTS } as object),
});
const PERSONAL = anOrganization();

/** Identity answering as `selected` (stored as the selected organization), among `organizations`. */
const organizationsApi = (
  selected: Organization,
  routes: NonNullable<Parameters<typeof signedInApi>[0]>['routes'] = {},
  organizations: Organization[] = [PERSONAL, selected],
) => {
  localStorage.setItem('rubrica.organization', btoa(selected.id));
  return signedInApi({ organizations, routes });
};

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('organization settings', () => {
  it('gives the owner Settings, Themes and Plans; #plans opens Plans', async () => {
    organizationsApi(ACME);
    renderApp('/business/organizations/settings#plans');
    expect(await screen.findByRole('heading', { level: 2, name: 'Plano da organização' })).toBeTruthy();
    expect(tabs()).toEqual(['Configurações', 'Temas', 'Planos']);
    fireEvent.click(screen.getByRole('tab', { name: 'Configurações' }));
    expect(await screen.findByRole('heading', { name: 'Nome da organização' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Excluir organização' })).toBeTruthy();
  });

  it('gives a member with manage_billing only Plans, and one with edit_organization only Settings and Themes', async () => {
    organizationsApi({ ...ACME, is_owner: false, permissions: { ...NO_FLAGS, manage_billing: true } });
    const first = renderApp('/business/organizations/settings');
    await screen.findByRole('heading', { level: 2, name: 'Plano da organização' });
    expect(tabs()).toEqual(['Planos']);
    first.unmount();

    organizationsApi({ ...ACME, is_owner: false, permissions: { ...NO_FLAGS, edit_organization: true } });
    renderApp('/business/organizations/settings');
    const name = await screen.findByRole('textbox', { name: 'Nome da organização' });
    expect(tabs()).toEqual(['Configurações', 'Temas']);
    // Only the owner renames; the logo is theirs to change, deleting is not.
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Escolher imagem')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Excluir organização' })).toBeNull();
  });

  it('sends a member without either permission to the dashboard', async () => {
    organizationsApi({ ...ACME, is_owner: false, permissions: NO_FLAGS });
    const { router } = renderApp('/business/organizations/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
  });

  it('renames, with save disabled while the name is unchanged and 50 characters at most', async () => {
    const api = organizationsApi(ACME, {
      [`PATCH /api/organizations/${ACME.id}`]: { body: { ...ACME, name: 'Acme Ltda' } },
    });
    renderApp('/business/organizations/settings');
    const name = (await screen.findByRole('textbox', { name: 'Nome da organização' })) as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Salvar nome' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(name.maxLength).toBe(50);
    fireEvent.change(name, { target: { value: 'Acme Ltda' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Nome da organização atualizado.')).toBeTruthy();
    expect(api.to(`PATCH /api/organizations/${ACME.id}`)[0]!.body).toEqual({ name: 'Acme Ltda' });
  });

  it('deletes only with the right password', async () => {
    const api = organizationsApi(ACME, {
      [`DELETE /api/organizations/${ACME.id}`]: invalidReply(
        'The password is incorrect.',
        { password: ['The password is incorrect.'] },
        'organization.wrong_password',
      ),
    });
    renderApp('/business/organizations/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir organização' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Sua senha'), { target: { value: 'errada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByText('Senha incorreta.')).toBeTruthy();
    expect(api.to(`DELETE /api/organizations/${ACME.id}`)[0]!.body).toEqual({ password: 'errada' });
  });

  it('edits the six colours with a live preview, saves them and resets to the defaults', async () => {
    const api = organizationsApi(ACME, {
      [`PUT /api/organizations/${ACME.id}/theme`]: { body: { ...PALETTE, is_default: false } },
      [`DELETE /api/organizations/${ACME.id}/theme`]: { status: 204 },
    });
    renderApp('/business/organizations/settings#themes');
    const field = await screen.findByRole('textbox', { name: 'Fundo dos botões' });
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    const preview = screen.getByRole('img', { name: 'Pré-visualização do tema' });
    fireEvent.change(field, { target: { value: '#e55039' } });
    expect(preview.style.getPropertyValue('--theme-button-background')).toBe('#e55039');
    fireEvent.change(field, { target: { value: '#e55' } });
    expect(await screen.findByText('Use uma cor como #1a2b3c.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar tema' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '#e55039' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tema' }));
    expect(await screen.findByText('Tema salvo para todos os membros.')).toBeTruthy();
    expect(api.to(`PUT /api/organizations/${ACME.id}/theme`)[0]!.body).toEqual({
      ...DEFAULTS,
      button_background_color: '#e55039',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar padrão' }));
    expect(await screen.findByText('Tema restaurado ao padrão.')).toBeTruthy();
    expect(field).toHaveProperty('value', '#000000');
  });
});

describe('the organization theme', () => {
  it("dresses the page in the selected organization's colours, and keeps the app's own for the defaults", async () => {
    organizationsApi({ ...ACME, ...({ style: PALETTE } as object) });
    const view = renderApp('/business/dashboard');
    const root = document.documentElement;
    await waitFor(() => expect(root.style.getPropertyValue('--theme-navbar-background')).toBe('#0a3d62'));
    expect(root.style.getPropertyValue('--theme-button-text')).toBe('#ffffff');
    view.unmount();
    expect(root.style.getPropertyValue('--theme-navbar-background')).toBe('');

    organizationsApi(ACME);
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(root.style.getPropertyValue('--theme-navbar-background')).toBe('');
  });

  it("shows the selected organization's logo in the header", async () => {
    organizationsApi({ ...ACME, logo: '/api/organizations/acme/logo?v=1' });
    renderApp('/business/dashboard');
    const logo = await screen.findByRole('img', { name: 'Logo de Acme' });
    expect(logo.closest('header')).not.toBeNull();
    expect(logo.getAttribute('src')).toBe('/api/organizations/acme/logo?v=1');
  });
});

describe('/business and new organizations', () => {
  it('lists the organizations when the user has several, and opens the one picked', async () => {
    organizationsApi(ACME);
    const { router, store } = renderApp('/business');
    const list = await screen.findByRole('list', { name: 'Organizações' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Maria Silva (pessoal)', 'Acme']);
    fireEvent.click(within(list).getByRole('button', { name: 'Abrir Maria Silva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
    expect(store.getState().workspace.organizationId).toBe(PERSONAL.id);
    expect(localStorage.getItem('rubrica.organization')).toBe(btoa(PERSONAL.id));
  });

  it('goes straight to the dashboard with a single organization', async () => {
    organizationsApi(PERSONAL, {}, [PERSONAL]);
    const { router } = renderApp('/business');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
  });

  it('creates an organization by name (multipart), selects it and opens its settings', async () => {
    const created = { ...ACME, id: '5b1e7a52-6a0e-4f5e-9a47-1f1b8a0c0009', name: 'Nova Ltda' };
    const names: string[] = [];
    const api = organizationsApi(ACME, {
      'POST /api/organizations': async (request) => {
        names.push(String((await request.formData()).get('name')));
        return { status: 201, body: created };
      },
    });
    const { router, store } = renderApp('/business/organizations');
    const name = (await screen.findByRole('textbox', { name: 'Nome da organização' })) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Criar organização' }));
    expect(await screen.findByText('O campo Nome da organização é obrigatório.')).toBeTruthy();
    fireEvent.change(name, { target: { value: '  Nova Ltda ' } });
    api.answer('GET /api/organizations', { body: { data: [PERSONAL, ACME, created], links: {}, meta: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar organização' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/organizations/settings'));
    expect(names).toEqual(['Nova Ltda']);
    expect(store.getState().workspace.organizationId).toBe(created.id);
  });
});
