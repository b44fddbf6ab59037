import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { recordingQueries } from '../../../testing/envelope-fixtures.js';
import { renderApp } from '../../../testing/render-app.js';
import { aStorageFolder, aStorageItem } from '../../../testing/storage-fixtures.js';
import type { StorageItem } from '../../../api/rubrica-api.js';
import { aDraft, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const DOCUMENTS = `/api/envelopes/${ENVELOPE_ID}/documents`;

const anItem = (overrides: Partial<StorageItem> = {}) =>
  aStorageItem({
    name: 'contrato-social.pdf',
    size: 2 * 1024 * 1024,
    links: { display: null, preview: null },
    ...overrides,
  });
const aFolder = aStorageFolder;

const page = (data: StorageItem[], next = false, current = 1) => ({
  data,
  links: { next: next ? `/api/items?page=${current + 1}` : null, prev: null },
  meta: { current_page: current },
});

/** Storage: a root with a folder and a PDF; the folder holds another PDF. */
const storage = () =>
  recordingQueries((query: URLSearchParams) =>
    query.get('parent') === 'folder-1'
      ? page([anItem({ id: 'item-2', name: 'aditivo.pdf', parent: 'folder-1', depth: 1 })])
      : page([aFolder(), anItem()]),
  );

const openStorageTab = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Selecionar arquivos' }));
  const dialog = screen.getByRole('dialog', { name: 'Adicionar documentos' });
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Armazenamento' }));
  await within(dialog).findByRole('list', { name: 'Arquivos e pastas' });
  return dialog;
};
const chosen = () => screen.getByRole('list', { name: 'Arquivos escolhidos' });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
/** Picks contrato-social.pdf from storage and moves on: its row in the chosen files. */
const attachFromStorage = async () => {
  const dialog = await openStorageTab();
  fireEvent.click(within(dialog).getByLabelText(/contrato-social\.pdf/));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar 1 arquivo' }));
  next();
  return within(chosen()).getByText('contrato-social.pdf').closest('li')!;
};

describe('documents step: Storage tab', () => {
  it('lists unsigned items 100 at a time, folders first, and browses folders with breadcrumbs', async () => {
    const items = storage();
    wizardApi(aDraft(), { 'GET /api/items': items.handler });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    const dialog = await openStorageTab();
    expect(Object.fromEntries(items.last()!)).toEqual({
      page: '1',
      limit: '100',
      sort: '-is_directory,-created_at',
      'filter[is_signed]': 'false',
    });
    const crumbs = () => within(dialog).getByRole('navigation', { name: 'Pastas do armazenamento' });
    expect(within(crumbs()).getByText('Armazenamento').getAttribute('aria-current')).toBe('location');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir a pasta Contratos' }));
    expect(await within(dialog).findByLabelText(/aditivo\.pdf/)).toBeTruthy();
    expect(items.last()!.get('parent')).toBe('folder-1');
    expect(within(crumbs()).getByText('Contratos').getAttribute('aria-current')).toBe('location');

    fireEvent.click(within(crumbs()).getByRole('button', { name: 'Armazenamento' }));
    expect(await within(dialog).findByLabelText(/contrato-social\.pdf/)).toBeTruthy();
  });

  it('attaches the picked PDFs from several folders by item_id, then opens the recipients step', async () => {
    const api = wizardApi(aDraft(), {
      'GET /api/items': storage().handler,
      [`POST ${DOCUMENTS}`]: (request) => ({
        status: 201,
        body: { id: `doc-${request.url.length}`, name: 'x' },
      }),
    });
    const { router } = renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    const dialog = await openStorageTab();
    fireEvent.click(within(dialog).getByLabelText(/contrato-social\.pdf/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir a pasta Contratos' }));
    fireEvent.click(await within(dialog).findByLabelText(/aditivo\.pdf/));
    expect(within(dialog).getByText('2 arquivos selecionados')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar 2 arquivos' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const row = within(chosen()).getByText('contrato-social.pdf').closest('li')!;
    expect(row.getAttribute('data-status')).toBe('uploaded');
    expect(row.textContent).toContain('Do armazenamento');
    expect(row.textContent).toContain('2 MB');

    next();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/recipients`),
    );
    expect(api.to(`POST ${DOCUMENTS}`).map((request) => request.body)).toEqual([
      { item_id: 'item-1' },
      { item_id: 'item-2' },
    ]);
  });

  it('creates a new envelope named after the first stored PDF, then attaches it', async () => {
    const api = wizardApi(aDraft(), {
      'GET /api/items': storage().handler,
      'POST /api/envelopes': { status: 201, body: { id: 'env-new', title: 'x', state: 'draft' } },
      'POST /api/envelopes/env-new/documents': { status: 201, body: { id: 'doc-9', name: 'x' } },
    });
    const { router } = renderApp('/business/envelopes/new');
    const dialog = await openStorageTab();
    fireEvent.click(within(dialog).getByLabelText(/contrato-social\.pdf/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar 1 arquivo' }));
    next();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/business/envelopes/env-new/recipients'),
    );
    expect(api.to('POST /api/envelopes')[0]!.body).toEqual({ title: 'contrato-social.pdf', metadata: {} });
    expect(api.to('POST /api/envelopes/env-new/documents')[0]!.body).toEqual({ item_id: 'item-1' });
  });

  it('shows uploading while a picked PDF is being attached', async () => {
    wizardApi(aDraft(), { 'GET /api/items': storage().handler, [`POST ${DOCUMENTS}`]: 'never' });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    const row = await attachFromStorage();
    await waitFor(() => expect(row.getAttribute('data-status')).toBe('uploading'));
    expect(row.textContent).toContain('Enviando…');
    expect(row.getAttribute('aria-busy')).toBe('true');
  });

  it('marks a stored PDF the server no longer finds (404) and stays on the step', async () => {
    wizardApi(aDraft(), {
      'GET /api/items': storage().handler,
      [`POST ${DOCUMENTS}`]: { status: 404, body: { message: 'Item not found.' } },
    });
    const { router } = renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    const row = await attachFromStorage();
    await waitFor(() => expect(row.getAttribute('data-status')).toBe('error'));
    expect(row.textContent).toContain('O arquivo não foi encontrado no armazenamento.');
    expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/documents`);
  });

  it('does not offer a stored PDF twice', async () => {
    wizardApi(aDraft(), { 'GET /api/items': storage().handler });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    let dialog = await openStorageTab();
    fireEvent.click(within(dialog).getByLabelText(/contrato-social\.pdf/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar 1 arquivo' }));
    dialog = await openStorageTab();
    const box = within(dialog).getByLabelText<HTMLInputElement>(/contrato-social\.pdf/);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });

  it('loads the next 100 items on request', async () => {
    const items = recordingQueries((query: URLSearchParams) =>
      query.get('page') === '2'
        ? page([anItem({ id: 'item-101', name: 'antigo.pdf' })], false, 2)
        : page([anItem()], true, 1),
    );
    wizardApi(aDraft(), { 'GET /api/items': items.handler });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    const dialog = await openStorageTab();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(dialog).findByLabelText(/antigo\.pdf/)).toBeTruthy();
    expect(items.last()!.get('page')).toBe('2');
    expect(within(dialog).getByLabelText(/contrato-social\.pdf/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('moves between the Computer and Storage tabs with the arrow keys', async () => {
    wizardApi(aDraft(), { 'GET /api/items': storage().handler });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar arquivos' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar documentos' });
    const computer = within(dialog).getByRole('tab', { name: 'Computador' });
    fireEvent.keyDown(computer, { key: 'ArrowRight' });
    const storageTab = within(dialog).getByRole('tab', { name: 'Armazenamento' });
    expect(storageTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(storageTab);
    expect(within(dialog).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(storageTab.id);
    expect(await within(dialog).findByRole('list', { name: 'Arquivos e pastas' })).toBeTruthy();
    fireEvent.keyDown(storageTab, { key: 'ArrowLeft' });
    expect(computer.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByTestId('file-drop-zone')).toBeTruthy();
  });

  it('says so when the storage cannot be read', async () => {
    wizardApi(aDraft(), { 'GET /api/items': { status: 500, body: { message: 'x' } } });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar arquivos' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar documentos' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Armazenamento' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível carregar o armazenamento.',
    );
  });
});

describe('documents step: deleting a document', () => {
  it('shows deleting while the document is being removed', async () => {
    wizardApi(aDraft(), { [`DELETE ${DOCUMENTS}/doc-1`]: 'never' });
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`);
    const remove = await screen.findByRole<HTMLButtonElement>('button', { name: 'Excluir contrato.pdf' });
    fireEvent.click(remove);
    const row = remove.closest('li')!;
    await waitFor(() => expect(row.textContent).toContain('Excluindo…'));
    expect(remove.disabled).toBe(true);
  });
});
