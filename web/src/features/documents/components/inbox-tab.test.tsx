import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { fullPageNavigation } from '../../../lib/full-page-navigation.js';

import { aPagedList, aReceivedItem, onAPhone, recordingQueries } from '../../../testing/envelope-fixtures.js';
import { expectListFailure } from '../../../testing/expect-list-failure.js';
import { signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

const inboxApi = (body: unknown | ((query: URLSearchParams) => unknown)) => {
  const inbox = recordingQueries(body);
  const api = signedInApi({ routes: { 'GET /api/envelopes/inbox': inbox.handler } });
  return { inbox, api };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr, li') as HTMLElement;

describe('inbox tab', () => {
  it('is the default tab of /business/documents and asks for the newest envelopes first', async () => {
    const { inbox } = inboxApi(aPagedList([aReceivedItem({ envelope: { title: 'Aditivo' } })]));
    const { router } = renderApp('/business/documents');
    expect(await screen.findByText('Aditivo')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/documents/inbox');
    expect(screen.getByRole('link', { name: 'Recebidos' }).getAttribute('aria-current')).toBe('page');
    expect(inbox.last()!.get('sort')).toBe('-envelope.created_at');
    expect(inbox.last()!.get('include')).toBe('envelope.recipients_stats');
  });

  it('searches once typing pauses, not on every keystroke', async () => {
    const { inbox } = inboxApi(aPagedList([]));
    renderApp('/business/documents/inbox');
    const search = await screen.findByRole('searchbox', { name: 'Buscar envelope' });
    await waitFor(() => expect(inbox.queries).toHaveLength(1));

    for (const value of ['c', 'co', 'con']) fireEvent.change(search, { target: { value } });

    await waitFor(() => expect(inbox.last()!.get('q')).toBe('con'));
    expect(inbox.queries.map((query) => query.get('q'))).toEqual([null, 'con']);
    expect(await screen.findByText('Nenhum resultado encontrado.')).toBeTruthy();
  });

  it('says there are no envelopes when nothing was received and nothing narrows the list', async () => {
    inboxApi(aPagedList([]));
    renderApp('/business/documents/inbox');
    expect(await screen.findByText('Nenhum envelope por aqui.')).toBeTruthy();
  });

  it('applies both filters, shows them as chips, and drops one when its chip is removed', async () => {
    const { inbox } = inboxApi(aPagedList([]));
    renderApp('/business/documents/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Filtros' }));
    const panel = screen.getByRole('group', { name: 'Filtros' });
    const recipientState = within(panel).getByRole<HTMLSelectElement>('combobox', { name: 'Minha situação' });
    expect([...recipientState.options].map((option) => option.textContent)).toEqual([
      'Todos',
      'Aguardando',
      'Processando',
      'Assinado',
      'Recusado',
      'Acompanhando',
    ]);
    fireEvent.change(recipientState, { target: { value: 'waiting' } });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Situação do envelope' }), {
      target: { value: 'completed' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(inbox.last()!.get('filter[state]')).toBe('waiting'));
    expect(inbox.last()!.get('filter[envelope.state]')).toBe('completed');
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Minha situação: Aguardando', 'Situação do envelope: Concluído']);

    fireEvent.click(within(chips).getByRole('button', { name: 'Remover filtro Minha situação: Aguardando' }));
    await waitFor(() => expect(inbox.last()!.get('filter[state]')).toBeNull());
    expect(inbox.last()!.get('filter[envelope.state]')).toBe('completed');
  });

  it('clears every filter at once', async () => {
    const { inbox } = inboxApi(aPagedList([]));
    renderApp('/business/documents/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Filtros' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Situação do envelope' }), {
      target: { value: 'expired' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(inbox.last()!.get('filter[envelope.state]')).toBe('expired'));

    expect(screen.getByRole('list', { name: 'Filtros aplicados' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    // The unfiltered list is the first one asked for: it comes back from the cache.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Situação do envelope' }).value).toBe('');
  });

  it('flips the received-date sort from its column heading', async () => {
    const { inbox } = inboxApi(aPagedList([aReceivedItem({ envelope: { title: 'Aditivo' } })]));
    renderApp('/business/documents/inbox');
    await screen.findByText('Aditivo');
    fireEvent.click(screen.getByRole('button', { name: /Recebido em/ }));
    await waitFor(() => expect(inbox.last()!.get('sort')).toBe('envelope.created_at'));
  });

  it('pages with the links of the paged payload', async () => {
    const { inbox } = inboxApi((query: URLSearchParams) => {
      const page = Number(query.get('page') ?? 1);
      return aPagedList([aReceivedItem({ envelope: { title: `Envelope da página ${page}` } })], {
        page,
        next: page === 1,
        prev: page > 1,
      });
    });
    renderApp('/business/documents/inbox');
    await screen.findByText('Envelope da página 1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Anterior' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Envelope da página 2')).toBeTruthy();
    expect(inbox.last()!.get('page')).toBe('2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Próxima' }).disabled).toBe(true);
  });
});

describe('inbox row actions', () => {
  const items = [
    aReceivedItem({ id: 'rec-1', envelope: { id: 'env-1', title: 'Em andamento, a assinar' } }),
    aReceivedItem({
      id: 'rec-2',
      state: 'done',
      envelope: { id: 'env-2', title: 'Em andamento, já assinado', recipients_stats: { done: 2, total: 3 } },
    }),
    aReceivedItem({
      id: 'rec-3',
      state: 'done',
      envelope: { id: 'env-3', title: 'Procuração assinada', state: 'completed', is_sandbox: true },
    }),
    aReceivedItem({
      id: 'rec-4',
      envelope: { id: 'env-4', title: 'Acordo cancelado', state: 'cancelled' },
    }),
  ];

  it('offers sign while the envelope is in transit and the user has not acted, details by id otherwise', async () => {
    inboxApi(aPagedList(items));
    renderApp('/business/documents/inbox');
    await screen.findByText('Procuração assinada');
    const link = (title: string) => within(rowOf(title)).getByRole('link');
    expect(within(rowOf('Em andamento, a assinar')).getByRole('button', { name: 'Assinar' })).toBeTruthy();
    expect(within(rowOf('Em andamento, a assinar')).queryByRole('link')).toBeNull();
    // Inbox items carry no action token; the caller is a member of the envelope's organization.
    expect(link('Em andamento, já assinado').getAttribute('href')).toBe('/business/documents/info/env-2');
    expect(link('Em andamento, já assinado').textContent).toBe('Detalhes');
    expect(link('Acordo cancelado').textContent).toBe('Detalhes');
  });

  it('signs by minting an action token for the recipient, then opening the viewer with it', async () => {
    const { api } = inboxApi(aPagedList([items[0]!]));
    api.answer(`POST /api/envelopes/inbox/${items[0]!.id}/token`, { body: { action_token: 'minted-1' } });
    const { router } = renderApp('/business/documents/inbox');
    await screen.findByText('Em andamento, a assinar');
    fireEvent.click(within(rowOf('Em andamento, a assinar')).getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/envelopes/viewer/minted-1'));
    expect(api.to(`POST /api/envelopes/inbox/${items[0]!.id}/token`)).toHaveLength(1);
  });

  it('offers the signature page only on completed envelopes, and documents on every row', async () => {
    inboxApi(aPagedList(items));
    renderApp('/business/documents/inbox');
    await screen.findByText('Procuração assinada');
    for (const title of ['Em andamento, a assinar', 'Procuração assinada', 'Acordo cancelado'])
      expect(within(rowOf(title)).getByRole('button', { name: 'Baixar documentos' })).toBeTruthy();
    expect(
      within(rowOf('Procuração assinada')).getByRole('button', { name: 'Baixar folha de assinaturas' }),
    ).toBeTruthy();
    expect(
      within(rowOf('Acordo cancelado')).queryByRole('button', { name: 'Baixar folha de assinaturas' }),
    ).toBeNull();
    expect(
      within(rowOf('Em andamento, a assinar')).queryByRole('button', { name: 'Baixar folha de assinaturas' }),
    ).toBeNull();
  });

  it('shows 6 progress dots on in-transit envelopes only, filled by done over total', async () => {
    inboxApi(aPagedList(items));
    renderApp('/business/documents/inbox');
    await screen.findByText('Procuração assinada');
    const dots = within(rowOf('Em andamento, já assinado')).getByRole('img', {
      name: '2 de 3 destinatários concluíram',
    });
    expect(dots.children).toHaveLength(6);
    expect([...dots.children].filter((dot) => dot.className.includes('filled'))).toHaveLength(4);
    expect(
      within(rowOf('Procuração assinada')).queryByRole('img', { name: /destinatários concluíram/ }),
    ).toBeNull();
  });

  it('marks sandbox envelopes with an icon whose tooltip says so', async () => {
    inboxApi(aPagedList(items));
    renderApp('/business/documents/inbox');
    await screen.findByText('Procuração assinada');
    const mark = within(rowOf('Procuração assinada')).getByRole('img', { name: /Envelope de teste/ });
    expect(mark.getAttribute('title')).toBe('Envelope de teste (sandbox): os dados são apagados após 7 dias');
    expect(within(rowOf('Acordo cancelado')).queryByRole('img', { name: /Envelope de teste/ })).toBeNull();
  });

  it("downloads through the organization's own routes by envelope id, never a public token route", async () => {
    const api = signedInApi({
      routes: {
        'GET /api/envelopes/inbox': { body: aPagedList(items.slice(2, 3)) },
        'GET /api/envelopes/env-3/download': { status: 404, body: { message: 'Not found.' } },
      },
    });
    renderApp('/business/documents/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar documentos' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Envelope não encontrado.');
    expect(api.to('GET /api/envelopes/env-3/download')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Baixar folha de assinaturas' }));
    await waitFor(() => expect(api.to('GET /api/envelopes/env-3/background-sheet/download')).toHaveLength(1));
    expect(api.requests.filter((request) => request.path.startsWith('/api/p/'))).toHaveLength(0);
  });

  it('shows cards instead of a table on a phone', async () => {
    onAPhone();
    inboxApi(aPagedList(items));
    renderApp('/business/documents/inbox');
    await screen.findByText('Procuração assinada');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(rowOf('Procuração assinada')).getByText('Carlos Lima')).toBeTruthy();
  });

  it('says the received list failed, with the server message', async () => {
    await expectListFailure(
      'GET /api/envelopes/inbox',
      '/business/documents/inbox',
      'Banco fora do ar.',
      'Não foi possível carregar os envelopes recebidos. Banco fora do ar.',
    );
  });
});

describe('inbox session', () => {
  it('sends a visitor whose session ended to sign in, coming back to the inbox', async () => {
    const assign = vi.spyOn(fullPageNavigation, 'assign').mockImplementation(() => {});
    vi.spyOn(fullPageNavigation, 'currentPath').mockReturnValue('/business/documents/inbox');
    signedInApi({
      routes: { 'GET /api/envelopes/inbox': { status: 401, body: { message: 'Unauthenticated.' } } },
    });
    renderApp('/business/documents/inbox');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/auth/login?continue=%2Fbusiness%2Fdocuments%2Finbox'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
