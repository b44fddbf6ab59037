import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AccountArea, AccountUsersPage, BusinessArea, UsersPage } from '../../../app/lazy-pages.js';
import { clickInDialog, dialog, typeInDialog } from '../../../testing/dialog-queries.js';
import {
  anOrganization,
  aPage,
  aUser,
  type FakeReply,
  invalidReply,
  signedInApi,
} from '../../../testing/fake-api.js';
import { permissionFlags } from '../../../testing/permission-flags.js';
import { preloadPages } from '../../../testing/preload-pages.js';
import { renderApp } from '../../../testing/render-app.js';
import { aRole } from '../../../testing/role-fixtures.js';
import type { Member, RoleSummary } from '../api/users-api.js';

const ACME = anOrganization({ id: '5b1e7a52-6a0e-4f5e-9a47-1f1b8a0c0003', name: 'Acme', is_personal: false });
const NO_FLAGS = ACME.permissions;
/** None of the six permissions granted. */
const NONE_GRANTED = aUser().permissions;

const DEFAULT_ROLE: RoleSummary = aRole({
  id: 'r-1',
  name: 'Usuário',
  is_default: true,
  created_at: '2026-11-01T00:00:00Z',
});
const FINANCE: RoleSummary = aRole();

const aMember = (overrides: Partial<Member> = {}): Member => ({
  id: 'u-2',
  name: 'Bruna Lima',
  email: 'bruna@acme.example',
  avatar: null,
  joined_at: '2026-11-20T12:00:00.000Z',
  is_owner: false,
  role: { id: 'r-1', name: 'Usuário', is_default: true },
  roles: [{ id: 'r-1', name: 'Usuário', is_default: true }],
  teams: [{ id: 't-2', name: 'Vendas' }],
  permissions: NO_FLAGS,
  ...overrides,
});

const OWNER = aMember({
  id: 'u-1',
  name: 'Olívia Dona',
  email: 'olivia@acme.example',
  is_owner: true,
  teams: [],
});

type Route = FakeReply | ((request: Request) => FakeReply | Promise<FakeReply>);

/** The searches GET /users received, in order ('' for none). */
const searchesOf = (requests: readonly Request[]) =>
  requests.map((request) => new URL(request.url).searchParams.get('q') ?? '');

/** Identity as the users page sees it, in `organization` (Acme, owned, by default). */
const usersApi = (routes: Record<string, Route> = {}, organization = ACME) => {
  localStorage.setItem('rubrica.organization', btoa(organization.id));
  const listed: Request[] = [];
  const searches = {
    get all() {
      return searchesOf(listed).filter(Boolean);
    },
  };
  const api = signedInApi({
    organizations: [organization],
    routes: {
      'GET /api/users': (request) => {
        listed.push(request);
        const q = new URL(request.url).searchParams.get('q');
        const found = [OWNER, aMember()].filter((member) => !q || member.name.includes(q));
        return { body: aPage(found) };
      },
      [`GET /api/organizations/${organization.id}/stats`]: {
        body: { users: 2, invitations: 1, storage: 0, users_limit: 5 },
      },
      'GET /api/roles': { body: aPage([DEFAULT_ROLE, FINANCE]) },
      'GET /api/teams': {
        body: aPage([
          { id: 't-1', name: 'Jurídico' },
          { id: 't-2', name: 'Vendas' },
        ]),
      },
      'GET /api/invitations': {
        body: aPage([{ id: 'i-1', email: 'novo@acme.example', created_at: '2026-11-25T09:00:00.000Z' }]),
      },
      ...routes,
    },
  });
  return { api, searches };
};

const result = { invited: ['ana@acme.example'], ignored: ['olivia@acme.example'], invalid: ['ana@'] };

preloadPages(BusinessArea, AccountArea, UsersPage, AccountUsersPage);

describe('users page', () => {
  it('lists the members with their joined date; the owner is flagged and cannot be deleted', async () => {
    const { searches } = usersApi();
    renderApp('/business/users');
    const list = await screen.findByRole('list', { name: 'Lista de usuários' });
    const owner = within(list).getByText('Olívia Dona').closest('li')!;
    expect(within(owner).getByText('Proprietário da organização')).toBeTruthy();
    expect(within(owner).queryByRole('button', { name: /Excluir/ })).toBeNull();
    const member = within(list).getByText('Bruna Lima').closest('li')!;
    expect(within(member).getByText('Entrou em 20/11/2026')).toBeTruthy();
    expect(within(member).getByRole('button', { name: 'Excluir Bruna Lima' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar usuário' }), { target: { value: 'Bru' } });
    expect(searches.all).toEqual([]);
    await waitFor(() => expect(within(list).queryByText('Olívia Dona')).toBeNull());
    expect(searches.all).toEqual(['Bru']);
  });

  it("deletes a member after confirming, and says so with the server's message when refused", async () => {
    const { api } = usersApi({ 'DELETE /api/users/u-2': { status: 204 } });
    renderApp('/business/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Bruna Lima' }));
    clickInDialog('Excluir');
    expect(await screen.findByText('Usuário excluído.')).toBeTruthy();
    expect(api.to('DELETE /api/users/u-2')).toHaveLength(1);

    api.answer('DELETE /api/users/u-2', { status: 403, body: { message: 'Sem permissão.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Bruna Lima' }));
    clickInDialog('Excluir');
    expect(await screen.findByText('Não foi possível excluir este usuário. Sem permissão.')).toBeTruthy();
  });

  it("changes a member's role and teams, sending only what changed", async () => {
    const { api } = usersApi({
      'PUT /api/users/u-2/permissions': { body: {} },
      'POST /api/teams/t-1/users': { body: { data: [] } },
      'DELETE /api/teams/t-2/users/u-2': { status: 204 },
    });
    renderApp('/business/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Bruna Lima' }));
    const role = within(dialog()).getByLabelText('Função');
    await within(dialog()).findByRole('option', { name: 'Financeiro' });
    expect(within(dialog()).getByRole('option', { name: 'Usuário padrão' })).toBeTruthy();
    fireEvent.change(role, { target: { value: 'r-2' } });
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: 'Jurídico' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Vendas' }));
    clickInDialog('Salvar');
    expect(await screen.findByText('Usuário atualizado.')).toBeTruthy();
    expect(api.to('PUT /api/users/u-2/permissions')[0]!.body).toEqual({ role: 'r-2' });
    expect(api.to('POST /api/teams/t-1/users')[0]!.body).toEqual({ users: ['u-2'] });
    expect(api.to('DELETE /api/teams/t-2/users/u-2')).toHaveLength(1);
  });

  it("says under the teams why a team could not take the member (the plan's cap on a team)", async () => {
    const { api } = usersApi({
      'POST /api/teams/t-1/users': invalidReply('Os dados informados são inválidos.', {
        users: ['Seu plano permite no máximo 3 pessoas em uma equipe.'],
      }),
    });
    renderApp('/business/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Bruna Lima' }));
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: 'Jurídico' }));
    clickInDialog('Salvar');
    const teams = within(dialog()).getByRole('group', { name: 'Times' });
    expect((await within(teams).findByRole('alert')).textContent).toBe(
      'Seu plano permite no máximo 3 pessoas em uma equipe.',
    );
    expect(api.to('POST /api/teams/t-1/users')[0]!.body).toEqual({ users: ['u-2'] });
    expect(screen.queryByText('Não foi possível concluir a ação, tente novamente.')).toBeNull();
  });

  it("shows a member's teams without offering to change them to a manager of users who cannot manage teams", async () => {
    const manager = { ...ACME, is_owner: false, permissions: { ...NONE_GRANTED, manage_users: true } };
    const { api } = usersApi(
      {
        'PUT /api/users/u-2/permissions': { body: {} },
        'POST /api/teams/t-1/users': { status: 403, body: { message: 'This action is unauthorized.' } },
        'DELETE /api/teams/t-2/users/u-2': { status: 403, body: { message: 'This action is unauthorized.' } },
      },
      manager,
    );
    renderApp('/business/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Bruna Lima' }));
    await within(dialog()).findByRole('option', { name: 'Financeiro' });
    const sales = (await within(dialog()).findByRole('checkbox', { name: 'Vendas' })) as HTMLInputElement;
    const legal = within(dialog()).getByRole('checkbox', { name: 'Jurídico' }) as HTMLInputElement;
    expect(sales.checked).toBe(true);
    expect([sales.disabled, legal.disabled]).toEqual([true, true]);
    expect(
      within(dialog()).getByText('Mudar os times de alguém exige a permissão Gerenciar times.'),
    ).toBeTruthy();
    typeInDialog('Função', 'r-2');
    clickInDialog('Salvar');
    expect(await screen.findByText('Usuário atualizado.')).toBeTruthy();
    expect(api.to('PUT /api/users/u-2/permissions')[0]!.body).toEqual({ role: 'r-2' });
    expect([...api.to('POST /api/teams/t-1/users'), ...api.to('DELETE /api/teams/t-2/users/u-2')]).toEqual(
      [],
    );
  });

  it('sends a member who may not manage users to the dashboard before asking identity for them', async () => {
    const { api } = usersApi(
      {},
      { ...ACME, is_owner: false, permissions: { ...NONE_GRANTED, manage_teams: true } },
    );
    for (const path of ['/business/users', '/business/users?tab=roles', '/business/roles/edit/r-2']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
      unmount();
    }
    expect(api.requests.filter(({ path }) => /^\/api\/(users|roles|invitations)/.test(path))).toEqual([]);
  });

  it('resends and withdraws a pending invitation', async () => {
    const { api } = usersApi({
      'POST /api/invitations/novo%40acme.example/resend': { body: {} },
      'DELETE /api/invitations/novo%40acme.example': { status: 204 },
    });
    renderApp('/business/users');
    fireEvent.click(await screen.findByRole('tab', { name: 'Convite pendente' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar convite para novo@acme.example' }));
    expect(await screen.findByText('Convite reenviado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir convite de novo@acme.example' }));
    clickInDialog('Excluir');
    expect(await screen.findByText('Convite excluído.')).toBeTruthy();
    expect(api.to('POST /api/invitations/novo%40acme.example/resend')).toHaveLength(1);
    expect(api.to('DELETE /api/invitations/novo%40acme.example')).toHaveLength(1);
  });

  it('invites typed addresses with the default role and shows invited, ignored and invalid', async () => {
    const { api } = usersApi({ 'POST /api/invitations': { body: result } });
    renderApp('/business/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Convidar usuário' }));
    clickInDialog(/Digitar e-mails/);
    await within(dialog()).findByRole('option', { name: 'Usuário padrão' });
    clickInDialog('Convidar');
    expect(within(dialog()).getByText('Informe ao menos um e-mail.')).toBeTruthy();
    typeInDialog('E-mails', 'ana@acme.example, olivia@acme.example\nana@');
    clickInDialog('Convidar');
    expect(await within(dialog()).findByText('Convidados (1)')).toBeTruthy();
    expect(within(dialog()).getByText('olivia@acme.example')).toBeTruthy();
    expect(within(dialog()).getByText('ana@')).toBeTruthy();
    expect(api.to('POST /api/invitations')[0]!.body).toEqual({
      emails: ['ana@acme.example', 'olivia@acme.example', 'ana@'],
      role: 'r-1',
    });
  });

  it("uploads a file to the organization's import route, refusing other types first", async () => {
    const sent: Array<{ role: unknown; name: unknown }> = [];
    const { api } = usersApi({
      [`POST /api/organizations/${ACME.id}/invitations/import`]: async (request) => {
        const form = await request.formData();
        sent.push({ role: form.get('role'), name: (form.get('file') as File).name });
        return { body: result };
      },
    });
    renderApp('/business/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Convidar usuário' }));
    clickInDialog(/Enviar arquivo/);
    await within(dialog()).findByRole('option', { name: 'Financeiro' });
    typeInDialog('Função', 'r-2');
    const input = dialog().querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'lista.pdf')] } });
    expect(within(dialog()).getByText('O arquivo deve ser CSV, XLSX, ODS ou TXT.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['ana@acme.example'], 'lista.csv')] } });
    clickInDialog('Convidar');
    expect(await within(dialog()).findByText('Inválidos (formato de e-mail incorreto) (1)')).toBeTruthy();
    expect(sent).toEqual([{ role: 'r-2', name: 'lista.csv' }]);
    // The organization is in the path, so the call needs no X-Organization header.
    expect(api.to(`POST /api/organizations/${ACME.id}/invitations/import`)).toHaveLength(1);
  });

  it('offers the upgrade when the plan has no room for another user', async () => {
    usersApi({
      'POST /api/invitations': {
        status: 422,
        body: { message: 'Limit.', code: 'invitation.users_limit', errors: { emails: ['1 of 5'] } },
      },
    });
    renderApp('/business/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Convidar usuário' }));
    clickInDialog(/Digitar e-mails/);
    typeInDialog('E-mails', 'ana@acme.example');
    clickInDialog('Convidar');
    expect(await within(dialog()).findByRole('link', { name: 'Fazer upgrade do plano' })).toBeTruthy();
  });

  it('shows the role cards from ?tab=roles, with at most six avatars, and creates a role with its flags', async () => {
    const people = Array.from({ length: 8 }, (_, n) => ({
      id: `p-${n}`,
      name: `Pessoa ${n}`,
      email: `p${n}@acme.example`,
      avatar: null,
    }));
    const { api } = usersApi({
      'GET /api/roles': { body: aPage([{ ...DEFAULT_ROLE, users: people, amount_users: 8 }, FINANCE]) },
      'POST /api/roles': { status: 201, body: { ...FINANCE, id: 'r-3', name: 'Jurídico' } },
    });
    renderApp('/business/users?tab=roles');
    const cards = await screen.findByRole('list', { name: 'Funções da organização' });
    const standard = within(cards).getByText('Usuário padrão').closest('li')!;
    expect(within(standard).getByText('8 usuários')).toBeTruthy();
    expect(within(standard).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Nova função' }));
    clickInDialog('Criar função');
    expect(within(dialog()).getByText('O campo Nome da função é obrigatório.')).toBeTruthy();
    typeInDialog('Nome da função', 'Jurídico');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Enviar envelopes' }));
    clickInDialog('Criar função');
    expect(await screen.findByText('Função criada.')).toBeTruthy();
    expect(api.to('POST /api/roles')[0]!.body).toEqual({
      name: 'Jurídico',
      ...permissionFlags(false),
      send_envelopes: true,
    });
  });

  it("shows members plus pending invites over the plan's cap, and stops inviting at the cap", async () => {
    const { api } = usersApi();
    renderApp('/business/users');
    const bar = await screen.findByRole('progressbar', { name: '3 de 5 usuários' });
    expect(bar.getAttribute('value')).toBe('3');
    expect(bar.getAttribute('max')).toBe('5');
    expect(screen.getByRole('button', { name: 'Convidar usuário' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Fazer upgrade do plano' })).toBeNull();
    expect(api.to(`GET /api/organizations/${ACME.id}/stats`)[0]!.headers.get('X-Organization')).toBeNull();
  });

  it('disables the invite button and offers the upgrade once the cap is reached', async () => {
    usersApi({
      [`GET /api/organizations/${ACME.id}/stats`]: {
        body: { users: 4, invitations: 1, storage: 0, users_limit: 5 },
      },
    });
    renderApp('/account/users');
    expect(await screen.findByRole('progressbar', { name: '5 de 5 usuários' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Convidar usuário' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Fazer upgrade do plano' }).getAttribute('href')).toBe(
      '/account/billing/plan?tab=plans',
    );
  });

  it('sends a personal workspace to the dashboard, and a member who is not the owner away from /account/users', async () => {
    usersApi({}, anOrganization({ is_owner: true }));
    const personal = renderApp('/business/users');
    await waitFor(() => expect(personal.router.state.location.pathname).toBe('/business/dashboard'));
    personal.unmount();
    usersApi({}, { ...ACME, is_owner: false, permissions: { ...NO_FLAGS, manage_users: true } });
    const member = renderApp('/account/users');
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/account/profile'));
  });

  it('opens /account/users on the users tab, with pending invites at their own address', async () => {
    usersApi();
    const { router } = renderApp('/account/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/users/usersguest'));
    expect(await screen.findByText('Bruna Lima')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Convite pendente' }));
    expect(await screen.findByText('novo@acme.example')).toBeTruthy();
  });
});
