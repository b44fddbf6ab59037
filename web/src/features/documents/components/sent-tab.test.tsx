import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  aPagedList,
  anEnvelope,
  aRecipient,
  onAPhone,
  recordingQueries,
} from '../../../testing/envelope-fixtures.js';
import { expectListFailure } from '../../../testing/expect-list-failure.js';
import { signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

const ALL_SENT = 'in-transit,processing,completed,rejected,cancelled,expired,halted';

const sentApi = (body: unknown) => {
  const list = recordingQueries(body);
  signedInApi({ routes: { 'GET /api/envelopes': list.handler } });
  return list;
};

const stateFilter = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Situação do envelope' });

describe('sent tab state from the route', () => {
  it.each(['in-transit', 'rejected', 'completed', 'cancelled'])(
    'preselects the valid state %s',
    async (state) => {
      const list = sentApi(aPagedList([]));
      renderApp(`/business/documents/sent/${state}`);
      await waitFor(() => expect(list.last()?.get('filter[state]')).toBe(state));
      expect(stateFilter().value).toBe(state);
    },
  );

  it.each(['draft', 'expired', 'whatever'])(
    'ignores %s, which is not a sent state, and lists every sent envelope',
    async (state) => {
      const list = sentApi(aPagedList([]));
      renderApp(`/business/documents/sent/${state}`);
      await waitFor(() => expect(list.last()?.get('filter[state]')).toBe(ALL_SENT));
      expect(stateFilter().value).toBe('');
    },
  );

  it('moves to the chosen state and back to all from the filter', async () => {
    const list = sentApi(aPagedList([]));
    const { router } = renderApp('/business/documents/sent');
    await waitFor(() => expect(list.last()?.get('filter[state]')).toBe(ALL_SENT));
    expect([...stateFilter().options].map((option) => option.textContent)).toEqual([
      'Todas as situações',
      'Em andamento',
      'Recusado',
      'Concluído',
      'Cancelado',
    ]);
    fireEvent.change(stateFilter(), { target: { value: 'rejected' } });
    await waitFor(() => expect(list.last()?.get('filter[state]')).toBe('rejected'));
    expect(router.state.location.pathname).toBe('/business/documents/sent/rejected');
    fireEvent.change(stateFilter(), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/documents/sent'));
  });

  it('sends the dashboard statuses on: /business/documents/pending shows the in-transit sent list', async () => {
    sentApi(aPagedList([]));
    const { router } = renderApp('/business/documents/pending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/documents/sent/in-transit'));
  });
});

describe('sent tab list', () => {
  it('asks for recipients and stats, newest first, and flips the sort from the creation-date heading', async () => {
    const list = sentApi(aPagedList([anEnvelope({ title: 'Contrato' })]));
    renderApp('/business/documents/sent');
    await screen.findByText('Contrato');
    expect(list.last()!.get('include')).toBe('recipients,recipients_stats');
    expect(list.last()!.get('sort')).toBe('-created_at');
    fireEvent.click(screen.getByRole('button', { name: /Criado em/ }));
    await waitFor(() => expect(list.last()!.get('sort')).toBe('created_at'));
  });

  it('expands a row to its recipients by routing order, numbered when the order is enforced', async () => {
    sentApi(
      aPagedList([
        anEnvelope({
          title: 'Com ordem',
          recipients: [
            aRecipient({ name: 'Segunda', routing_order: 2 }),
            aRecipient({ name: 'Primeira', routing_order: 1, state: 'done' }),
          ],
        }),
        anEnvelope({ title: 'Sem ordem', recipients: [aRecipient({ name: 'Alguém' })] }),
      ]),
    );
    renderApp('/business/documents/sent');
    fireEvent.click(await screen.findByRole('button', { name: 'Destinatários de Com ordem' }));
    const ordered = screen.getByText('Primeira').closest('ol')!;
    expect(
      within(ordered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PrimeiraAssinado', 'SegundaAguardando']);

    fireEvent.click(screen.getByRole('button', { name: 'Destinatários de Sem ordem' }));
    expect(screen.getByText('Alguém').closest('ul')).toBeTruthy();
    expect(screen.getByText('Alguém').closest('ol')).toBeNull();
  });

  it('offers documents and details on every row and the signature page on completed ones', async () => {
    sentApi(
      aPagedList([
        anEnvelope({ id: 'env-c', title: 'Pronto', state: 'completed' }),
        anEnvelope({ id: 'env-r', title: 'Recusado por alguém', state: 'rejected' }),
      ]),
    );
    renderApp('/business/documents/sent');
    const done = (await screen.findByText('Pronto')).closest('tr')!;
    const rejected = screen.getByText('Recusado por alguém').closest('tr')!;
    expect(within(done).getByRole('button', { name: 'Baixar folha de assinaturas' })).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: 'Baixar folha de assinaturas' })).toBeNull();
    expect(within(rejected).getByRole('button', { name: 'Baixar documentos' })).toBeTruthy();
    expect(within(rejected).getByRole('link', { name: 'Detalhes' }).getAttribute('href')).toBe(
      '/business/documents/info/env-r',
    );
  });

  it('invites a first send when nothing was sent', async () => {
    sentApi(aPagedList([]));
    renderApp('/business/documents/sent');
    expect(await screen.findByText(/Você ainda não enviou nenhum envelope/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vamos lá' })).toBeTruthy();
  });

  it('says no results, without the invitation, when a state filter finds nothing', async () => {
    sentApi(aPagedList([]));
    renderApp('/business/documents/sent/cancelled');
    expect(await screen.findByText('Nenhum resultado encontrado.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vamos lá' })).toBeNull();
  });

  it('shows cards with the same actions on a phone', async () => {
    onAPhone();
    sentApi(aPagedList([anEnvelope({ title: 'Contrato', recipients: [aRecipient({ name: 'Ana' })] })]));
    renderApp('/business/documents/sent');
    const card = (await screen.findByText('Contrato')).closest('li')!;
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Detalhes' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Destinatários de Contrato' }));
    expect(within(card).getByText('Ana')).toBeTruthy();
  });

  it('says the sent list failed, with the server message', async () => {
    await expectListFailure(
      'GET /api/envelopes',
      '/business/documents/sent',
      'Tente mais tarde.',
      'Não foi possível carregar os envelopes enviados. Tente mais tarde.',
    );
  });
});

describe('sent tab downloads', () => {
  afterEach(() => {
    delete (URL as Partial<typeof URL>).createObjectURL;
    delete (URL as Partial<typeof URL>).revokeObjectURL;
  });

  it("saves the envelope's documents under the name the server gives", async () => {
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:documents';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const list = recordingQueries(aPagedList([anEnvelope({ id: 'env-z', title: 'Contrato' })]));
    const api = signedInApi({
      routes: {
        'GET /api/envelopes': list.handler,
        'GET /api/envelopes/env-z/download': { body: { zip: true } },
      },
    });
    renderApp('/business/documents/sent');
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar documentos' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.href).toBe('blob:documents');
    expect(link.download).toBe('Contrato.zip');
    expect(api.to('GET /api/envelopes/env-z/download')[0]!.headers.get('X-Organization')).toBeTruthy();
  });
});
