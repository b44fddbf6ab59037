import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { answerUploads } from '../../../testing/envelope-fixtures.js';
import { invalidReply } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import { aSubscription } from '../../../testing/subscription-fixtures.js';
import { aDraft, aDraftDocument, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const aFile = (name: string, size = 1024, type = 'application/pdf') => {
  // The content is the name: jsdom's File reaches the fake server as a nameless blob.
  const file = new File([name], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const drop = (files: File[]) =>
  fireEvent.drop(screen.getAllByTestId('file-drop-zone')[0]!, { dataTransfer: { files } });
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Avançar' });
const chosen = () => screen.getByRole('list', { name: 'Arquivos escolhidos' });

describe('documents step', () => {
  it('lists invalid files with their error and does not go on with only those', async () => {
    wizardApi();
    renderApp('/business/envelopes/new');
    await screen.findByRole('heading', { name: 'Selecione os documentos' });
    drop([aFile('planilha.xlsx'), aFile('grande.pdf', 26 * 1024 * 1024)]);
    expect(within(chosen()).getByText('planilha.xlsx').closest('li')!.textContent).toContain(
      'Formato de arquivo inválido.',
    );
    expect(within(chosen()).getByText('grande.pdf').closest('li')!.textContent).toContain(
      'Tamanho máximo excedido. O limite é 25 MB.',
    );
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remover planilha.xlsx' }));
    expect(within(chosen()).queryByText('planilha.xlsx')).toBeNull();
  });

  it('marks files beyond the 25th of the envelope and does not send them', async () => {
    wizardApi(
      aDraft({
        documents: Array.from({ length: 24 }, (_, index) =>
          aDraftDocument({ id: `d-${index}`, name: `d${index}.pdf` }),
        ),
      }),
    );
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    await screen.findByRole('list', { name: 'Documentos do envelope' });
    drop([aFile('a.pdf'), aFile('b.pdf')]);
    expect(within(chosen()).getByText('a.pdf').closest('li')!.textContent).not.toContain('Limite');
    expect(within(chosen()).getByText('b.pdf').closest('li')!.textContent).toContain(
      'Limite de 25 arquivos por envelope atingido.',
    );
  });

  it('creates a new envelope (201) from the first valid file, adds the valid files, then opens the recipients step', async () => {
    const uploads: string[] = [];
    const api = wizardApi(aDraft(), {
      'POST /api/envelopes': { status: 201, body: { id: 'env-new', title: 'x', state: 'draft' } },
    });
    answerUploads({
      'POST /api/envelopes/env-new/documents': async (request) => {
        const form = await request.formData();
        uploads.push(await (form.get('file') as Blob).text());
        return { status: 201, body: { id: `doc-${uploads.length}`, name: 'x' } };
      },
    });
    const { router } = renderApp('/business/envelopes/new');
    await screen.findByRole('heading', { name: 'Selecione os documentos' });
    drop([aFile('ruim.exe'), aFile('Contrato.pdf'), aFile('Anexo.docx')]);
    fireEvent.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/business/envelopes/env-new/recipients'),
    );
    expect(api.to('POST /api/envelopes')[0]!.body).toEqual({ title: 'Contrato.pdf', metadata: {} });
    expect(uploads).toEqual(['Contrato.pdf', 'Anexo.docx']);
  });

  it('deletes the envelope it created when the first upload fails, and creates a fresh one on retry', async () => {
    let created = 0;
    const api = wizardApi(aDraft(), {
      'POST /api/envelopes': () => ({
        status: 201,
        body: { id: `env-${++created}`, title: 'x', state: 'draft' },
      }),
      'DELETE /api/envelopes/env-1': { status: 204 },
    });
    answerUploads({
      'POST /api/envelopes/env-1/documents': () => ({
        status: 422,
        body: { message: 'The file is not a readable PDF.' },
      }),
      'POST /api/envelopes/env-2/documents': () => ({ status: 201, body: { id: 'doc-1', name: 'x' } }),
    });
    const { router } = renderApp('/business/envelopes/new');
    await screen.findByRole('heading', { name: 'Selecione os documentos' });
    drop([aFile('Contrato.pdf')]);
    fireEvent.click(next());
    await waitFor(() => expect(api.to('DELETE /api/envelopes/env-1')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/business/envelopes/new');

    drop([aFile('Contrato-legivel.pdf')]);
    fireEvent.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/envelopes/env-2/recipients'));
    expect(api.to('POST /api/envelopes')).toHaveLength(2);
  });

  it('does not go on when the envelope is not created with a 201', async () => {
    wizardApi(aDraft(), { 'POST /api/envelopes': { status: 200, body: { id: 'env-old' } } });
    const { router } = renderApp('/business/envelopes/new');
    await screen.findByRole('heading', { name: 'Selecione os documentos' });
    drop([aFile('Contrato.pdf')]);
    fireEvent.click(next());
    expect(await screen.findByText(/Não foi possível salvar o envelope/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/envelopes/new');
  });

  it("shows the server's INVALID_FILE_TYPE and INVALID_FILE_SIZE on the file", async () => {
    wizardApi();
    answerUploads({
      [`POST /api/envelopes/${ENVELOPE_ID}/documents`]: async (request) => {
        const name = await ((await request.formData()).get('file') as Blob).text();
        return name === 'a.pdf'
          ? invalidReply(
              'INVALID_FILE_SIZE',
              { file: ['The file may not be greater than 25 MB.'] },
              'document.invalid_file_size',
            )
          : { status: 201, body: { id: 'doc-x', name } };
      },
    });
    const { router } = renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    await screen.findByRole('list', { name: 'Documentos do envelope' });
    drop([aFile('a.pdf')]);
    fireEvent.click(next());
    await waitFor(() =>
      expect(within(chosen()).getByText('a.pdf').closest('li')!.textContent).toContain(
        'Tamanho máximo excedido. O limite é 25 MB.',
      ),
    );
    expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/documents`);
  });

  it('deletes a document already on the envelope', async () => {
    const api = wizardApi(aDraft(), {
      [`DELETE /api/envelopes/${ENVELOPE_ID}/documents/doc-1`]: { status: 204 },
    });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir contrato.pdf' }));
    await waitFor(() =>
      expect(api.to(`DELETE /api/envelopes/${ENVELOPE_ID}/documents/doc-1`)).toHaveLength(1),
    );
  });

  it('picks files in the picker modal, on its Computer tab', async () => {
    wizardApi();
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar arquivos' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar documentos' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent?.trim()),
    ).toEqual(['Computador', 'Armazenamento']);
    fireEvent.drop(within(dialog).getByTestId('file-drop-zone'), {
      dataTransfer: { files: [aFile('novo.pdf')] },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(chosen()).getByText('novo.pdf')).toBeTruthy();
  });

  it("warns that the plan's credits are used up, naming its interval, with an upgrade link to the plans tab", async () => {
    wizardApi(aDraft(), {
      'GET /api/subscription': {
        body: aSubscription({
          plan: { id: 'basic', name: 'Basic', interval: 12, interval_name: 'year', is_free: false },
          available: 180,
          consumed: 180,
        }),
      },
    });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Você atingiu o limite de envelopes do seu plano anual.');
    expect(within(banner).getByRole('link', { name: 'Fazer upgrade do plano' }).getAttribute('href')).toBe(
      '/account/billing/plan?tab=plans',
    );
  });

  it('names the monthly interval of the free plan on a new envelope', async () => {
    wizardApi(aDraft(), { 'GET /api/subscription': { body: aSubscription({ available: 5, consumed: 5 }) } });
    renderApp('/business/envelopes/new');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Você atingiu o limite de envelopes do seu plano mensal.',
    );
  });

  it('shows no credit-limit warning while a signature remains', async () => {
    const api = wizardApi(aDraft(), {
      'GET /api/subscription': { body: aSubscription({ available: 5, consumed: 4 }) },
    });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    await screen.findByRole('list', { name: 'Documentos do envelope' });
    await waitFor(() => expect(api.to('GET /api/subscription')).toHaveLength(1));
    expect(screen.queryByText(/limite de envelopes/)).toBeNull();
  });

  it('shows no credit-limit warning when the subscription cannot be read', async () => {
    const api = wizardApi(aDraft(), { 'GET /api/subscription': { status: 500, body: { message: 'x' } } });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    await screen.findByRole('list', { name: 'Documentos do envelope' });
    await waitFor(() => expect(api.to('GET /api/subscription').length).toBeGreaterThan(0));
    expect(screen.queryByText(/limite de envelopes/)).toBeNull();
  });
});
