import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  aPagedList,
  aRecipient,
  anEnvelope,
  onAPhone,
  recordingQueries,
} from '../../../testing/envelope-fixtures.js';
import { signedInApi, type FakeRoutes } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

const draft = anEnvelope({ id: 'draft-1', title: 'Rascunho do aditivo', state: 'draft' });
const template = anEnvelope({ id: 'tpl-1', title: 'Modelo de NDA', state: 'template' });

const savedApi = (routes: FakeRoutes = {}) => {
  const list = recordingQueries((query: URLSearchParams) =>
    aPagedList(query.get('filter[state]') === 'template' ? [template] : [draft]),
  );
  const api = signedInApi({ routes: { 'GET /api/envelopes': list.handler, ...routes } });
  return { list, api };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr, li') as HTMLElement;

describe('draft tab', () => {
  it('lists drafts, newest first', async () => {
    const { list } = savedApi();
    renderApp('/business/documents/draft');
    await screen.findByText('Rascunho do aditivo');
    expect(list.last()!.get('filter[state]')).toBe('draft');
    expect(list.last()!.get('sort')).toBe('-created_at');
  });

  it('deletes a draft only after confirmation, with the green "envelope deleted" alert', async () => {
    const { api } = savedApi({ 'DELETE /api/envelopes/draft-1': { status: 204 } });
    renderApp('/business/documents/draft');
    await screen.findByText('Rascunho do aditivo');

    fireEvent.click(within(rowOf('Rascunho do aditivo')).getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir rascunho?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('DELETE /api/envelopes/draft-1')).toHaveLength(0);

    fireEvent.click(within(rowOf('Rascunho do aditivo')).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Envelope excluído.');
    expect(status.className).toContain('success');
    expect(api.to('DELETE /api/envelopes/draft-1')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the danger "envelope delete error" alert when deleting fails', async () => {
    savedApi({ 'DELETE /api/envelopes/draft-1': { status: 500, body: { message: 'Erro.' } } });
    renderApp('/business/documents/draft');
    await screen.findByText('Rascunho do aditivo');
    fireEvent.click(within(rowOf('Rascunho do aditivo')).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível excluir o envelope.');
  });

  it('opens a draft at its wizard step on a computer', async () => {
    // Saved with a document and a signer, nothing placed yet: the fields step.
    savedApi({
      'GET /api/envelopes/draft-1': {
        body: {
          ...draft,
          documents: [{ id: 'doc-1', name: 'aditivo.pdf', fields: [], contents: [] }],
          recipients: [aRecipient()],
        },
      },
    });
    const { router } = renderApp('/business/documents/draft');
    await screen.findByText('Rascunho do aditivo');
    fireEvent.click(screen.getByRole('button', { name: 'Editar rascunho' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/envelopes/draft-1/fields'));
  });

  it('opens a draft without documents at the documents step', async () => {
    savedApi({ 'GET /api/envelopes/draft-1': { body: { ...draft, documents: [], recipients: [] } } });
    const { router } = renderApp('/business/documents/draft');
    await screen.findByText('Rascunho do aditivo');
    fireEvent.click(screen.getByRole('button', { name: 'Editar rascunho' }));
    await screen.findByRole('heading', { name: 'Selecione os documentos' });
    expect(router.state.location.pathname).toBe('/business/envelopes/draft-1/documents');
    expect(router.state.location.search).toBe('');
  });

  it('asks for a computer instead of editing on a phone', async () => {
    onAPhone();
    savedApi();
    const { router } = renderApp('/business/documents/draft');
    await screen.findByText('Rascunho do aditivo');
    fireEvent.click(screen.getByRole('button', { name: 'Editar rascunho' }));
    expect(screen.getByRole('dialog', { name: 'Acesse pelo computador' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/documents/draft');
  });

  it('only logs a failed draft list, without an alert', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInApi({ routes: { 'GET /api/envelopes': { status: 500, body: { message: 'Falhou.' } } } });
    renderApp('/business/documents/draft');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('template tab', () => {
  it('uses a template by copying it into a draft, then opens the recipients step of the copy', async () => {
    const { api } = savedApi({
      'POST /api/envelopes/tpl-1/copy': {
        status: 201,
        body: { data: { id: 'draft-from-tpl', title: 'NDA', state: 'draft' } },
      },
    });
    const { router } = renderApp('/business/documents/template');
    await screen.findByText('Modelo de NDA');
    fireEvent.click(screen.getByRole('button', { name: 'Usar modelo' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/business/envelopes/draft-from-tpl/recipients'),
    );
    expect(api.to('POST /api/envelopes/tpl-1/copy')[0]!.body).toEqual({ into: 'draft' });
  });

  it('says the saved template could not be used, with the server message', async () => {
    savedApi({
      'POST /api/envelopes/tpl-1/copy': { status: 409, body: { message: 'Modelo sem documentos.' } },
    });
    renderApp('/business/documents/template');
    fireEvent.click(await screen.findByRole('button', { name: 'Usar modelo' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível usar o modelo salvo. Modelo sem documentos.',
    );
  });

  it('asks for a computer instead of using a template on a phone', async () => {
    onAPhone();
    const { api } = savedApi();
    renderApp('/business/documents/template');
    await screen.findByText('Modelo de NDA');
    fireEvent.click(screen.getByRole('button', { name: 'Usar modelo' }));
    expect(screen.getByRole('dialog', { name: 'Acesse pelo computador' })).toBeTruthy();
    expect(api.to('POST /api/envelopes/tpl-1/copy')).toHaveLength(0);
  });

  it('deletes a template after confirmation', async () => {
    const { api } = savedApi({ 'DELETE /api/envelopes/tpl-1': { status: 204 } });
    renderApp('/business/documents/template');
    await screen.findByText('Modelo de NDA');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Excluir modelo?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Envelope excluído.');
    expect(api.to('DELETE /api/envelopes/tpl-1')).toHaveLength(1);
  });
});
