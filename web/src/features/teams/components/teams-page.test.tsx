import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BusinessArea, TeamEditPage, TeamsPage } from '../../../app/lazy-pages.js';
import { clickInDialog, dialog, typeInDialog } from '../../../testing/dialog-queries.js';
import {
  anOrganization,
  aPage,
  type FakeReply,
  invalidReply,
  searchedList,
  signedInApi,
} from '../../../testing/fake-api.js';
import { expectSearchSettles } from '../../../testing/expect-search-settles.js';
import { preloadPages } from '../../../testing/preload-pages.js';
import { renderApp } from '../../../testing/render-app.js';
import type { Team, TeamUser } from '../api/teams-api.js';

const ACME = anOrganization({ id: '5b1e7a52-6a0e-4f5e-9a47-1f1b8a0c0002', name: 'Acme', is_personal: false });

const aUserOf = (n: number): TeamUser => ({
  id: `u-${n}`,
  name: `Pessoa ${n}`,
  email: `pessoa${n}@example.com`,
  avatar: null,
});

const aTeam = (overrides: Partial<Team> = {}): Team => ({
  id: 't-1',
  name: 'Jurídico',
  description: null,
  created_at: '2026-11-20T12:00:00.000Z',
  users: [1, 2, 3, 4].map(aUserOf),
  amount_users: 6,
  ...overrides,
});

const teamsApi = (
  teams: Team[],
  routes: Record<string, FakeReply | ((request: Request) => FakeReply)> = {},
  organization = ACME,
) => {
  localStorage.setItem('rubrica.organization', btoa(organization.id));
  const searches: Array<string | null> = [];
  const api = signedInApi({
    organizations: [organization],
    routes: {
      'GET /api/teams': searchedList(teams, searches),
      ...routes,
    },
  });
  return { api, searches };
};

preloadPages(BusinessArea, TeamsPage, TeamEditPage);

describe('teams pages', () => {
  it("shows each team's card with four avatars and +N for the rest", async () => {
    teamsApi([aTeam()]);
    renderApp('/business/teams');
    const cards = await screen.findByRole('list', { name: 'Lista de times' });
    const card = within(cards).getByRole('link', { name: 'Jurídico' }).closest('li')!;
    expect(card.querySelectorAll('li')).toHaveLength(4);
    expect(within(card).getByText('+2')).toBeTruthy();
    expect(within(card).getByText('6 usuários')).toBeTruthy();
  });

  it('searches once typing settles, and tells an empty list from an empty search', async () => {
    const { searches } = teamsApi([]);
    renderApp('/business/teams');
    expect(await screen.findByText('Nenhum time criado ainda.')).toBeTruthy();
    await expectSearchSettles(
      searches,
      'Buscar time',
      ['V', 'Vendas'],
      'Nenhum time encontrado para esta busca.',
    );
  });

  it('creates a team from the new-team modal, requiring its name', async () => {
    const { api } = teamsApi([], { 'POST /api/teams': { status: 201, body: aTeam({ name: 'Vendas' }) } });
    renderApp('/business/teams');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo time' }));
    clickInDialog('Criar time');
    expect(within(dialog()).getByText('O campo Nome do time é obrigatório.')).toBeTruthy();
    typeInDialog('Nome do time', ' Vendas ');
    clickInDialog('Criar time');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/teams')[0]!.body).toEqual({ name: 'Vendas' });
  });

  it('renames the team once typing pauses, sending only the last name', async () => {
    const { api } = teamsApi([], {
      'GET /api/teams/t-1': { body: aTeam() },
      'PATCH /api/teams/t-1': { body: aTeam({ name: 'Jurídico Sul' }) },
    });
    renderApp('/business/teams/edit/t-1');
    const name = await screen.findByLabelText('Nome do time');
    fireEvent.change(name, { target: { value: 'Jurídico S' } });
    fireEvent.change(name, { target: { value: 'Jurídico Sul' } });
    expect(api.to('PATCH /api/teams/t-1')).toEqual([]);
    expect(await screen.findByText('Nome salvo.')).toBeTruthy();
    expect(api.to('PATCH /api/teams/t-1').map((request) => request.body)).toEqual([{ name: 'Jurídico Sul' }]);
  });

  it('adds a picked user and removes a member', async () => {
    const { api } = teamsApi([], {
      'GET /api/teams/t-1': { body: aTeam({ users: [aUserOf(1)], amount_users: 1 }) },
      'GET /api/users/directory': { body: aPage([aUserOf(1), aUserOf(7)]) },
      'POST /api/teams/t-1/users': { body: { data: [] } },
      'DELETE /api/teams/t-1/users/u-1': { status: 204 },
    });
    renderApp('/business/teams/edit/t-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar usuário' }));
    // A member already in the team is not offered again.
    const candidate = await within(dialog()).findByRole('checkbox', { name: /Pessoa 7/ });
    expect(within(dialog()).queryByRole('checkbox', { name: /Pessoa 1/ })).toBeNull();
    fireEvent.click(candidate);
    clickInDialog('Adicionar (1)');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/teams/t-1/users')[0]!.body).toEqual({ users: ['u-7'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remover Pessoa 1 do time' }));
    expect(await screen.findByText('Usuário removido do time.')).toBeTruthy();
    expect(api.to('DELETE /api/teams/t-1/users/u-1')).toHaveLength(1);
  });

  it('offers the organization’s people from the directory to a member who manages teams only', async () => {
    const member = anOrganization({
      ...ACME,
      is_owner: false,
      permissions: { ...ACME.permissions, manage_teams: true, manage_users: false },
    });
    const { api } = teamsApi(
      [],
      {
        'GET /api/teams/t-1': { body: aTeam({ users: [], amount_users: 0 }) },
        'GET /api/users/directory': { body: aPage([aUserOf(7)]) },
      },
      member,
    );
    renderApp('/business/teams/edit/t-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar usuário' }));
    expect(await within(dialog()).findByRole('checkbox', { name: /Pessoa 7/ })).toBeTruthy();
    expect(api.to('GET /api/users')).toEqual([]);
  });

  it('shows the plan’s cap on a team, and adds no one past it', async () => {
    const { api } = teamsApi([aTeam()], {
      'GET /api/teams/limits': { body: { members: 3 } },
      'GET /api/teams/t-1': { body: aTeam({ users: [aUserOf(1)], amount_users: 1 }) },
      'GET /api/users/directory': { body: aPage([aUserOf(1), aUserOf(7), aUserOf(8), aUserOf(9)]) },
      'POST /api/teams/t-1/users': invalidReply('Os dados informados são inválidos.', {
        users: ['Seu plano permite no máximo 3 pessoas em uma equipe.'],
      }),
    });
    renderApp('/business/teams');
    expect(await screen.findByText('Seu plano permite até 3 pessoas em cada time.')).toBeTruthy();
    cleanup();

    renderApp('/business/teams/edit/t-1');
    expect(await screen.findByRole('heading', { name: '1 de 3 usuários' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    for (const n of [7, 8, 9])
      fireEvent.click(await within(dialog()).findByRole('checkbox', { name: new RegExp(`Pessoa ${n}`) }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'Seu plano ainda permite 2 pessoas a mais neste time.',
    );
    const submit = within(dialog()).getByRole('button', { name: 'Adicionar (3)' });
    expect(submit).toHaveProperty('disabled', true);
    // Within the room left, the server still has the last word.
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /Pessoa 9/ }));
    clickInDialog('Adicionar (2)');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Seu plano permite no máximo 3 pessoas em uma equipe.',
    );
    expect(api.to('POST /api/teams/t-1/users')[0]!.body).toEqual({ users: ['u-7', 'u-8'] });
  });

  it('closes adding once the team is full', async () => {
    teamsApi([], {
      'GET /api/teams/limits': { body: { members: 2 } },
      'GET /api/teams/t-1': { body: aTeam({ users: [aUserOf(1), aUserOf(2)], amount_users: 2 }) },
    });
    renderApp('/business/teams/edit/t-1');
    expect(await screen.findByText(/Este time já tem as 2 pessoas que seu plano permite/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar usuário' })).toHaveProperty('disabled', true);
  });

  it('deletes the team, says so and goes back to the list', async () => {
    const { api } = teamsApi([], {
      'GET /api/teams/t-1': { body: aTeam() },
      'DELETE /api/teams/t-1': { status: 204 },
    });
    const { router } = renderApp('/business/teams/edit/t-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir time' }));
    clickInDialog('Excluir');
    expect(await screen.findByText('Time excluído.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/teams'));
    expect(api.to('DELETE /api/teams/t-1')).toHaveLength(1);
  });

  it('sends a personal workspace and a member without manage_teams to the dashboard', async () => {
    teamsApi([aTeam()], {}, anOrganization());
    const personal = renderApp('/business/teams');
    await waitFor(() => expect(personal.router.state.location.pathname).toBe('/business/dashboard'));
    personal.unmount();
    const member = anOrganization({
      ...ACME,
      is_owner: false,
      permissions: { ...ACME.permissions, manage_teams: false },
    });
    const { api } = teamsApi([aTeam()], {}, member);
    const { router } = renderApp('/business/teams/edit/t-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
    expect(api.to('GET /api/teams/t-1')).toEqual([]);
  });
});
