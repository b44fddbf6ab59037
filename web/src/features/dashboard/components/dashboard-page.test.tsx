import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  answerUploads,
  aPagedList,
  aReceivedItem,
  recordingQueries,
} from '../../../testing/envelope-fixtures.js';
import { signedInApi, type FakeRoutes } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

const STATS = { 'in-transit': 4, rejected: 1, completed: 12, cancelled: 2 };

const dashboardApi = (routes: FakeRoutes = {}) =>
  signedInApi({
    routes: {
      'GET /api/envelopes/stats': { body: STATS },
      'GET /api/envelopes/inbox': { body: aPagedList([]) },
      ...routes,
    },
  });

describe('dashboard counters', () => {
  it("shows the sender's own counts, each card opening the sent list with its state", async () => {
    const stats = recordingQueries(STATS);
    dashboardApi({ 'GET /api/envelopes/stats': stats.handler });
    const { router } = renderApp('/business/dashboard');

    const inTransit = await screen.findByRole('link', { name: /Em andamento\s*4/ });
    expect(stats.last()?.get('source')).toBe('self');
    expect(screen.getByRole('link', { name: /Recusados\s*1/ }).getAttribute('href')).toBe(
      '/business/documents/sent/rejected',
    );
    expect(screen.getByRole('link', { name: /Concluídos\s*12/ }).getAttribute('href')).toBe(
      '/business/documents/sent/completed',
    );
    expect(screen.getByRole('link', { name: /Cancelados\s*2/ }).getAttribute('href')).toBe(
      '/business/documents/sent/cancelled',
    );

    fireEvent.click(inTransit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/documents/sent/in-transit'));
  });
});

describe('dashboard received envelopes', () => {
  it('asks for the 5 latest received, newest envelope first, with recipient stats', async () => {
    const inbox = recordingQueries(aPagedList([]));
    dashboardApi({ 'GET /api/envelopes/inbox': inbox.handler });
    renderApp('/business/dashboard');
    expect(await screen.findByText('Nenhum envelope recebido por enquanto.')).toBeTruthy();
    const query = inbox.last()!;
    expect(query.get('limit')).toBe('5');
    expect(query.get('include')).toBe('envelope.recipients_stats');
    expect(query.get('sort')).toBe('-envelope.created_at');
  });

  it('offers to sign what waits for the user and the details of the rest, by id', async () => {
    const waiting = aReceivedItem({ envelope: { title: 'Aditivo' } });
    const signed = aReceivedItem({
      state: 'done',
      envelope: { id: 'env-done', title: 'Procuração', state: 'completed' },
    });
    dashboardApi({ 'GET /api/envelopes/inbox': { body: aPagedList([waiting, signed]) } });
    renderApp('/business/dashboard');

    const region = await screen.findByRole('region', { name: 'Recebidos recentemente' });
    const first = (await within(region).findByText('Aditivo')).closest('li')!;
    expect(within(first).getByRole('button', { name: 'Assinar' })).toBeTruthy();
    const second = within(region).getByText('Procuração').closest('li')!;
    expect(within(second).getByRole('link', { name: 'Detalhes' }).getAttribute('href')).toBe(
      '/business/documents/info/env-done',
    );
  });

  it('signs by minting an action token for the recipient, then opening the viewer with it', async () => {
    const waiting = aReceivedItem({ id: 'rec-waiting', envelope: { title: 'Aditivo' } });
    const api = dashboardApi({ 'GET /api/envelopes/inbox': { body: aPagedList([waiting]) } });
    api.answer('POST /api/envelopes/inbox/rec-waiting/token', { body: { action_token: 'minted-1' } });
    const { router } = renderApp('/business/dashboard');

    const region = await screen.findByRole('region', { name: 'Recebidos recentemente' });
    fireEvent.click(await within(region).findByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/envelopes/viewer/minted-1'));
    expect(api.to('POST /api/envelopes/inbox/rec-waiting/token')).toHaveLength(1);
  });

  it('shows an error alert with the server message when the received list fails', async () => {
    dashboardApi({ 'GET /api/envelopes/inbox': { status: 500, body: { message: 'Serviço indisponível.' } } });
    renderApp('/business/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Não foi possível carregar os envelopes recebidos. Serviço indisponível.',
    );
  });
});

const aFile = (name: string, size = 1024, type = 'application/pdf') => {
  // The content is the name: jsdom's File reaches the fake server as a nameless blob.
  const file = new File([name], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const openUpload = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Enviar documentos' }));
  return screen.getByRole('dialog', { name: 'Enviar documentos' });
};

const drop = (dialog: HTMLElement, files: File[]) =>
  fireEvent.drop(within(dialog).getByTestId('file-drop-zone'), { dataTransfer: { files } });

describe('upload modal', () => {
  it('lists invalid files with their error and a remove button, and does not continue with only those', async () => {
    dashboardApi();
    renderApp('/business/dashboard');
    const dialog = await openUpload();

    drop(dialog, [aFile('planilha.xlsx'), aFile('grande.pdf', 26 * 1024 * 1024)]);

    const files = within(dialog).getByRole('list', { name: 'Arquivos escolhidos' });
    expect(within(files).getByText('planilha.xlsx').closest('li')!.textContent).toContain(
      'Formato de arquivo inválido. Formatos aceitos: pdf, odt, doc, docx, rtf, html.',
    );
    expect(within(files).getByText('grande.pdf').closest('li')!.textContent).toContain(
      'Tamanho máximo excedido. O limite é 25 MB.',
    );
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Continuar' }).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover planilha.xlsx' }));
    expect(within(files).queryByText('planilha.xlsx')).toBeNull();
  });

  it('accepts every allowed type up to 25 MB', async () => {
    dashboardApi();
    renderApp('/business/dashboard');
    const dialog = await openUpload();
    drop(
      dialog,
      ['a.pdf', 'b.odt', 'c.doc', 'd.docx', 'e.rtf', 'f.html'].map((name) => aFile(name, 25 * 1024 * 1024)),
    );
    expect(within(dialog).queryByText(/inválido|excedido/)).toBeNull();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Continuar' }).disabled).toBe(false);
  });

  it('creates the envelope from the first valid file, adds only the valid files, then opens the recipients step', async () => {
    const longName = `${'Contrato de prestação de serviços de consultoria 2026'}.docx`;
    const uploads: string[] = [];
    const api = dashboardApi({
      'POST /api/envelopes': { status: 201, body: { id: 'env-new', title: 'x', state: 'draft' } },
    });
    answerUploads({
      'POST /api/envelopes/env-new/documents': async (request) => {
        const form = await request.formData();
        uploads.push(await (form.get('file') as Blob).text());
        return { status: 201 };
      },
    });
    const { router } = renderApp('/business/dashboard');
    const dialog = await openUpload();
    drop(dialog, [aFile('foto.png'), aFile(longName), aFile('anexo.pdf')]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/business/envelopes/env-new/recipients'),
    );
    expect(api.to('POST /api/envelopes')[0]!.body).toEqual({
      title: `${'Contrato de prestação de serviços de consultoria 2026'.slice(0, 50)}….docx`,
    });
    expect(uploads).toEqual([longName, 'anexo.pdf']);
  });

  it('deletes the envelope when the modal is closed after its only document failed', async () => {
    const api = dashboardApi({
      'POST /api/envelopes': { status: 201, body: { id: 'env-9', title: 'a.pdf', state: 'draft' } },
      'DELETE /api/envelopes/env-9': { status: 204 },
    });
    answerUploads({
      'POST /api/envelopes/env-9/documents': () => ({ status: 422, body: { message: 'PDF ilegível.' } }),
    });
    renderApp('/business/dashboard');
    const dialog = await openUpload();
    drop(dialog, [aFile('a.pdf')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('alert');
    expect(api.to('DELETE /api/envelopes/env-9')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(api.to('DELETE /api/envelopes/env-9')).toHaveLength(1));
  });

  it('keeps the modal open with an alert when a document cannot be added, and retries without a second envelope', async () => {
    let failing = true;
    const api = dashboardApi({
      'POST /api/envelopes': { status: 201, body: { id: 'env-7', title: 'a.pdf', state: 'draft' } },
    });
    answerUploads({
      'POST /api/envelopes/env-7/documents': () =>
        failing ? { status: 500, body: { message: 'Falha no armazenamento.' } } : { status: 201 },
    });
    const { router } = renderApp('/business/dashboard');
    const dialog = await openUpload();
    drop(dialog, [aFile('a.pdf')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível adicionar o arquivo a.pdf. Falha no armazenamento.',
    );
    expect(router.state.location.pathname).toBe('/business/dashboard');

    failing = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/envelopes/env-7/recipients'));
    expect(api.to('POST /api/envelopes')).toHaveLength(1);
  });
});
