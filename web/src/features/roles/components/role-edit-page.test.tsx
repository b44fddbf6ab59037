import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BusinessArea, RoleEditPage, UsersPage } from '../../../app/lazy-pages.js';
import type { Role } from '../../../api/rubrica-api.js';
import { aPage, anOrganization, signedInApi, type FakeRoutes } from '../../../testing/fake-api.js';
import { preloadPages } from '../../../testing/preload-pages.js';
import { renderApp } from '../../../testing/render-app.js';
import { aRole } from '../../../testing/role-fixtures.js';
import { TAG_SEARCH_DEBOUNCE_MS } from './role-user-picker.js';

const ACME = anOrganization({ id: '5b1e7a52-6a0e-4f5e-9a47-1f1b8a0c0003', name: 'Acme', is_personal: false });
const BRUNA = { id: 'u-2', name: 'Bruna Lima', email: 'bruna@acme.example', avatar: null };
const CAIO = { id: 'u-3', name: 'Caio Reis', email: 'caio@acme.example', avatar: null };
const FINANCE = aRole({ users: [BRUNA], amount_users: 1 });

const rolesApi = (role: Role = FINANCE, extra: FakeRoutes = {}) => {
  localStorage.setItem('rubrica.organization', btoa(ACME.id));
  const searches: string[] = [];
  const api = signedInApi({
    organizations: [ACME],
    routes: {
      [`GET /api/roles/${role.id}`]: { body: role },
      [`PATCH /api/roles/${role.id}`]: async (request) => ({ body: { ...role, ...(await request.json()) } }),
      // Picking people reads the members' directory; the manage-users list is refused here, as
      // identity refuses it to a member without manage_users.
      'GET /api/users/directory': (request) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        searches.push(q);
        return { body: aPage([BRUNA, CAIO].filter((user) => user.name.includes(q))) };
      },
      'GET /api/users': { status: 403, body: { message: 'This action is unauthorized.' } },
      [`POST /api/roles/${role.id}/users`]: { body: { ...role, users: [BRUNA, CAIO], amount_users: 2 } },
      [`DELETE /api/roles/${role.id}/users/u-2`]: { status: 204 },
      ...extra,
    },
  });
  return { api, searches };
};

preloadPages(BusinessArea, RoleEditPage, UsersPage);

describe('role editor', () => {
  it('locks the name, shows the default role as Usuário padrão, and saves each checkbox at once', async () => {
    const { api } = rolesApi({ ...FINANCE, id: 'r-1', name: 'Usuário', is_default: true });
    renderApp('/business/roles/edit/r-1');
    const name = (await screen.findByRole('textbox', { name: 'Nome da função' })) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(name.value).toBe('Usuário padrão');
    const manageUsers = screen.getByRole('checkbox', { name: 'Gerenciar usuários' }) as HTMLInputElement;
    expect(manageUsers.checked).toBe(false);
    fireEvent.click(manageUsers);
    expect(await screen.findByText('Permissão salva.')).toBeTruthy();
    expect(api.to('PATCH /api/roles/r-1').map((request) => request.body)).toEqual([{ manage_users: true }]);
    expect(manageUsers.checked).toBe(true);
    // The default role keeps its people: nobody is offered for removal there.
    expect(screen.queryByRole('button', { name: /Remover Bruna Lima/ })).toBeNull();
  });

  it('shows a ticked box at once while its save travels, and puts it back when the save is refused', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { api } = rolesApi(FINANCE, {
      [`PATCH /api/roles/${FINANCE.id}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp(`/business/roles/edit/${FINANCE.id}`);
    const box = (await screen.findByRole('checkbox', { name: 'Gerenciar times' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(api.to(`PATCH /api/roles/${FINANCE.id}`)).toHaveLength(1));
    expect(box.checked).toBe(true);
    answer({ status: 422, body: { message: 'The given data was invalid.' } });
    await waitFor(() => expect(box.checked).toBe(false));
    expect(screen.queryByText('Permissão salva.')).toBeNull();
  });

  it('searches the members directory for the tag input after 2 characters and a 1 s pause, then adds the tags', async () => {
    const { api, searches } = rolesApi();
    renderApp('/business/roles/edit/r-2');
    const input = await screen.findByRole('textbox', { name: 'Adicionar usuários' });
    fireEvent.change(input, { target: { value: 'C' } });
    await new Promise((resolve) => setTimeout(resolve, TAG_SEARCH_DEBOUNCE_MS + 200));
    expect(searches).toEqual([]);
    fireEvent.change(input, { target: { value: 'Ca' } });
    await new Promise((resolve) => setTimeout(resolve, TAG_SEARCH_DEBOUNCE_MS / 2));
    expect(searches).toEqual([]);
    const found = await screen.findByRole('list', { name: 'Usuários encontrados' }, { timeout: 3000 });
    expect(searches).toEqual(['Ca']);
    fireEvent.click(within(found).getByRole('button', { name: /Caio Reis/ }));
    expect(screen.getByRole('button', { name: 'Tirar Caio Reis da lista' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar à função' }));
    expect(await screen.findByText('Usuários adicionados à função.')).toBeTruthy();
    expect(api.to('POST /api/roles/r-2/users')[0]!.body).toEqual({ users: ['u-3'] });
    expect(api.to('GET /api/users')).toEqual([]);
    expect(screen.queryByText('Não foi possível concluir a ação, tente novamente.')).toBeNull();
  });

  it('takes a user out of a role (back to the default one)', async () => {
    const { api } = rolesApi();
    renderApp('/business/roles/edit/r-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Bruna Lima da função' }));
    expect(await screen.findByText('Usuário devolvido à função padrão.')).toBeTruthy();
    expect(api.to('DELETE /api/roles/r-2/users/u-2')).toHaveLength(1);
  });

  it('is reached from the role cards of the users page', async () => {
    rolesApi(FINANCE, { 'GET /api/roles': { body: aPage([FINANCE]) } });
    const { router } = renderApp('/business/users?tab=roles');
    fireEvent.click(await screen.findByRole('link', { name: 'Editar Financeiro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/roles/edit/r-2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar função' })).toBeTruthy();
  });

  it('sends a member without manage_users to the dashboard', async () => {
    localStorage.setItem('rubrica.organization', btoa(ACME.id));
    signedInApi({ organizations: [{ ...ACME, is_owner: false, permissions: { send_envelopes: true } }] });
    const { router } = renderApp('/business/roles/edit/r-2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
  });
});
