import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { clickInDialog, dialog, typeInDialog } from '../../../testing/dialog-queries.js';
import { answerUploads } from '../../../testing/envelope-fixtures.js';
import { signedInApi, type FakeRoutes } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import { aStorageFolder, aStorageItem } from '../../../testing/storage-fixtures.js';
import type { ItemsPage, StorageItem } from '../api/storage-types.js';

const anItem = aStorageItem;
const aFolder = aStorageFolder;

const page = (data: StorageItem[], current = 1, next = false): ItemsPage => ({
  data,
  links: { next: next ? `/api/items?page=${current + 1}` : null, prev: null },
  meta: { current_page: current, per_page: 16, total: data.length, last_page: next ? current + 1 : current },
});

const storageApi = (list: (query: URLSearchParams) => ItemsPage, routes: FakeRoutes = {}) => {
  const queries: URLSearchParams[] = [];
  const api = signedInApi({
    routes: {
      'GET /api/items': (request) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return { body: list(query) };
      },
      'GET /api/items/usage': { body: { used_bytes: 512 * 1024 * 1024, limit_bytes: 1000 * 1024 * 1024 } },
      ...routes,
    },
  });
  return { api, queries };
};

/** Opens the folder `id` (titled `name`) and its "Novo" menu: which of its two entries are enabled. */
const newMenuIn = async (id: string, name: string) => {
  renderApp(`/business/storage/${id}`);
  await screen.findByRole('heading', { level: 1, name });
  fireEvent.click(screen.getByRole('button', { name: /Novo/ }));
  const enabled = (entry: string) => !screen.getByRole<HTMLButtonElement>('button', { name: entry }).disabled;
  return { folder: enabled('Nova pasta'), upload: enabled('Enviar PDF') };
};

describe('storage screen', () => {
  it('lists the root with 16 items a page, folders first, and shows used storage against the limit', async () => {
    const { queries } = storageApi(() => page([aFolder(), anItem({ is_signed: true })]));
    renderApp('/business/storage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Armazenamento' })).toBeTruthy();
    expect(await screen.findByText('Contratos')).toBeTruthy();
    expect(screen.getByText('Contrato.pdf')).toBeTruthy();
    const query = queries[0]!;
    expect(query.get('perPage')).toBe('16');
    expect(query.get('page')).toBe('1');
    expect(query.get('sort')).toBe('-is_directory,-created_at');
    expect(query.has('parent')).toBe(false);
    // 512 MB used of a 1000 MB plan, which reads as 1 GB (spec §9).
    expect(await screen.findByText('512 MB de 1 GB usados')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('51');
    // Icons: a folder and a signed file.
    expect(screen.getByRole('button', { name: /^Contratos.*\(pasta\)$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Contrato\.pdf.*\(arquivo assinado\)$/ })).toBeTruthy();
  });

  it('opens a folder in place, with breadcrumbs and a back arrow to the root', async () => {
    const { queries } = storageApi(
      (query) =>
        query.get('parent') === 'folder-1'
          ? page([anItem({ id: 'inner', name: 'Aditivo.pdf', parent: 'folder-1' })])
          : page([aFolder()]),
      { 'GET /api/items/folder-1': { body: aFolder() } },
    );
    const { router } = renderApp('/business/storage');
    fireEvent.click(await screen.findByRole('button', { name: /^Contratos/ }));
    expect(await screen.findByText('Aditivo.pdf')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/storage/folder-1');
    expect(queries.at(-1)!.get('parent')).toBe('folder-1');
    const crumbs = screen.getByRole('navigation', { name: 'Pastas' });
    expect(within(crumbs).getByRole('link', { name: 'Armazenamento' }).getAttribute('href')).toBe(
      '/business/storage',
    );
    expect(within(crumbs).getByText('Contratos').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Voltar para a pasta anterior' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/storage'));
  });

  it('names every ancestor in the breadcrumbs and sends the back arrow to the parent folder', async () => {
    storageApi(() => page([]), {
      'GET /api/items/inner': { body: aFolder({ id: 'inner', name: '2026', parent: 'folder-1', depth: 1 }) },
      'GET /api/items/folder-1': { body: aFolder() },
    });
    renderApp('/business/storage/inner');
    const crumbs = await screen.findByRole('navigation', { name: 'Pastas' });
    expect((await within(crumbs).findByRole('link', { name: 'Contratos' })).getAttribute('href')).toBe(
      '/business/storage/folder-1',
    );
    expect(screen.getByRole('link', { name: 'Voltar para a pasta anterior' }).getAttribute('href')).toBe(
      '/business/storage/folder-1',
    );
    expect(
      screen.getByText('Esta pasta está vazia. Use o botão Novo para criar uma pasta ou enviar um PDF.'),
    ).toBeTruthy();
  });

  it('opens a file by its display link in a new window', async () => {
    storageApi(() => page([anItem()]));
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp('/business/storage');
    fireEvent.click(await screen.findByRole('button', { name: /^Contrato\.pdf/ }));
    expect(open).toHaveBeenCalledWith(
      'https://files.example/display/item-1',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('searches 300 ms after the last keystroke, and says when nothing matches', async () => {
    const { queries } = storageApi((query) => (query.get('q') ? page([]) : page([anItem()])));
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar arquivos e pastas' }), {
      target: { value: 'nda' },
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(queries.some((query) => query.get('q') === 'nda')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    expect(await screen.findByText('Nenhum arquivo ou pasta encontrado para esta busca.')).toBeTruthy();
    expect(queries.at(-1)!.get('q')).toBe('nda');
  });

  it('switches between grid and list; the list has name, creation date and size columns', async () => {
    storageApi(() => page([anItem({ size: 3 * 1024 * 1024 })]));
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lista' }));
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Nome', 'Data de criação', 'Tamanho']);
    expect(within(table).getByText('3 MB')).toBeTruthy();
    expect(within(table).getByText('20/11/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads the next page when scrolled to within 5 px of the bottom', async () => {
    const { queries } = storageApi((query) =>
      query.get('page') === '2'
        ? page([anItem({ id: 'second', name: 'Segunda.pdf' })], 2)
        : page([anItem()], 1, true),
    );
    // A tall page: nothing loads until the reader scrolls.
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    try {
      renderApp('/business/storage');
      await screen.findByText('Contrato.pdf');
      expect(queries.filter((query) => query.get('page') === '2')).toHaveLength(0);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 5000 - window.innerHeight - 6 });
      fireEvent.scroll(window);
      expect(queries.filter((query) => query.get('page') === '2')).toHaveLength(0);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 5000 - window.innerHeight - 5 });
      fireEvent.scroll(window);
      expect(await screen.findByText('Segunda.pdf')).toBeTruthy();
      expect(screen.getByText('Contrato.pdf')).toBeTruthy();
    } finally {
      delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
      else delete (window as { scrollY?: number }).scrollY;
    }
  });

  it('loads the next page at once when the first does not fill the window', async () => {
    storageApi((query) =>
      query.get('page') === '2'
        ? page([anItem({ id: 'second', name: 'Segunda.pdf' })], 2)
        : page([anItem()], 1, true),
    );
    renderApp('/business/storage');
    expect(await screen.findByText('Segunda.pdf')).toBeTruthy();
  });

  it('creates a folder in the open folder; the name is required', async () => {
    const { api } = storageApi(() => page([]), {
      'GET /api/items/folder-1': { body: aFolder() },
      'POST /api/items': { status: 201, body: aFolder({ id: 'new', name: 'Novos', parent: 'folder-1' }) },
    });
    renderApp('/business/storage/folder-1');
    fireEvent.click(await screen.findByRole('button', { name: /Novo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Nova pasta' }));
    clickInDialog('Criar pasta');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Informe o nome.');
    expect(api.to('POST /api/items')).toHaveLength(0);

    typeInDialog('Nome', ' Novos ');
    clickInDialog('Criar pasta');
    expect((await screen.findByRole('status')).textContent).toContain('Pasta criada.');
    expect(api.to('POST /api/items')[0]!.body).toEqual({ name: 'Novos', parent: 'folder-1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server 422 field errors under the name', async () => {
    storageApi(() => page([]), {
      'POST /api/items': {
        status: 422,
        body: { message: 'Invalid.', errors: { name: ['Já existe uma pasta com esse nome.'] } },
      },
    });
    renderApp('/business/storage');
    fireEvent.click(await screen.findByRole('button', { name: /Novo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Nova pasta' }));
    typeInDialog('Nome', 'Contratos');
    clickInDialog('Criar pasta');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Já existe uma pasta com esse nome.',
    );
  });

  it('does not offer a new folder at depth 5', async () => {
    storageApi(() => page([]), {
      'GET /api/items/deep': { body: aFolder({ id: 'deep', name: 'Fundo', depth: 4, parent: null }) },
    });
    expect(await newMenuIn('deep', 'Fundo')).toEqual({ folder: false, upload: true });
  });

  it('offers only what the caller may do: a shared file to read opens and downloads, nothing else', async () => {
    storageApi(() => page([anItem({ access: 'read' }), aFolder({ access: 'edit' })]));
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    for (const offered of ['Abrir', 'Baixar'])
      expect(screen.getByRole('button', { name: offered })).toBeTruthy();
    for (const withheld of ['Renomear', 'Mover para', 'Excluir', 'Compartilhar'])
      expect(screen.queryByRole('button', { name: withheld })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contratos' }));
    for (const offered of ['Renomear', 'Mover para', 'Excluir'])
      expect(screen.getByRole('button', { name: offered })).toBeTruthy();
    for (const withheld of ['Compartilhar', 'Publicar por link'])
      expect(screen.queryByRole('button', { name: withheld })).toBeNull();
  });

  it('takes nothing new into a folder shared to read only', async () => {
    storageApi(() => page([]), {
      'GET /api/items/lida': { body: aFolder({ id: 'lida', name: 'Lida', access: 'read' }) },
    });
    expect(await newMenuIn('lida', 'Lida')).toEqual({ folder: false, upload: false });
  });

  it('closes the rename modal with the not-found alert when the item is gone (404)', async () => {
    storageApi(() => page([anItem()]), {
      'PATCH /api/items/item-1': { status: 404, body: { message: 'Not found.' } },
    });
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Renomear' }));
    expect(within(dialog()).getByRole('heading', { name: 'Renomear arquivo' })).toBeTruthy();
    typeInDialog('Nome', 'Novo nome.pdf');
    clickInDialog('Salvar');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erro na operação. Pasta/Arquivo não encontrada.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes after confirmation with a success alert; a 404 shows the not-found alert', async () => {
    const { api } = storageApi(() => page([anItem(), aFolder()]), {
      'DELETE /api/items/item-1': { status: 204 },
      'DELETE /api/items/folder-1': { status: 404, body: { message: 'Not found.' } },
    });
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    clickInDialog('Excluir');
    expect((await screen.findByRole('status')).textContent).toContain('Excluído com sucesso.');
    expect(api.to('DELETE /api/items/item-1')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contratos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(within(dialog()).getByRole('heading', { name: 'Excluir pasta' })).toBeTruthy();
    clickInDialog('Excluir');
    expect((await screen.findByRole('alert')).textContent).toContain('Pasta/Arquivo não encontrada.');
  });

  it('shows the server message when deleting fails otherwise', async () => {
    storageApi(() => page([anItem()]), {
      'DELETE /api/items/item-1': {
        status: 409,
        body: { message: 'O arquivo está em uso por um envelope.' },
      },
    });
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    clickInDialog('Excluir');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'O arquivo está em uso por um envelope.',
    );
  });

  it('moves an item into a folder chosen in the select-folder modal', async () => {
    const { api, queries } = storageApi(
      (query) =>
        query.get('filter[mimetype]') === 'inode/directory'
          ? query.get('parent') === 'folder-1'
            ? page([])
            : page([aFolder()])
          : page([anItem(), aFolder()]),
      { 'PUT /api/items/item-1/move': { body: anItem({ parent: 'folder-1' }) } },
    );
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mover para' }));
    const folders = await within(dialog()).findByRole('list', { name: 'Pastas' });
    expect(queries.some((query) => query.get('filter[mimetype]') === 'inode/directory')).toBe(true);
    // Already at the root: moving "here" does nothing.
    expect(
      (within(dialog()).getByRole('button', { name: 'Mover para Armazenamento' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(folders).getByRole('button', { name: 'Contratos' }));
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Mover para Contratos' }));
    expect((await screen.findByRole('status')).textContent).toContain('Movido para Contratos.');
    expect(api.to('PUT /api/items/item-1/move')[0]!.body).toEqual({ parent: 'folder-1' });
  });

  it('uploads a PDF into the open folder; other types and files over 25 MB are refused before sending', async () => {
    storageApi(() => page([]));
    const uploads: Request[] = [];
    answerUploads({
      'POST /api/items/upload': (request) => {
        uploads.push(request);
        return { status: 201, body: anItem({ id: 'up', name: 'Novo.pdf' }) };
      },
    });
    renderApp('/business/storage');
    fireEvent.click(await screen.findByRole('button', { name: /Novo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar PDF' }));
    const input = dialog().querySelector('input[type=file]') as HTMLInputElement;

    fireEvent.change(input, { target: { files: [new File(['x'], 'planilha.xlsx')] } });
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'Somente arquivos PDF podem ser armazenados.',
    );
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(dialog()).getByRole('alert').textContent).toBe('O arquivo passa de 25 MB.');
    expect((within(dialog()).getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'Novo.pdf', { type: 'application/pdf' })] },
    });
    clickInDialog('Enviar');
    expect((await screen.findByRole('status')).textContent).toContain('Novo.pdf enviado.');
    expect(uploads).toHaveLength(1);
    const sent = await uploads[0]!.formData();
    expect((sent.get('file') as Blob).size).toBe('%PDF-1.4'.length);
    // At the root no parent is named.
    expect(sent.has('parent')).toBe(false);
  });

  it('offers no upload once the storage is full, and refuses a file that would pass the limit', async () => {
    const api = storageApi(() => page([]), {
      'GET /api/items/usage': { body: { used_bytes: 100 * 1024 * 1024, limit_bytes: 100 * 1024 * 1024 } },
    }).api;
    const first = renderApp('/business/storage');
    await screen.findByText('100 MB de 100 MB usados');
    fireEvent.click(screen.getByRole('button', { name: /Novo/ }));
    expect((screen.getByRole('button', { name: 'Enviar PDF' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    api.answer('GET /api/items/usage', {
      body: { used_bytes: 100 * 1024 * 1024 - 10, limit_bytes: 100 * 1024 * 1024 },
    });
    renderApp('/business/storage');
    await screen.findByText(/de 100 MB usados$/);
    fireEvent.click(screen.getByRole('button', { name: /Novo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar PDF' }));
    const input = dialog().querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4 more than ten'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(within(dialog()).getByRole('alert').textContent).toContain('Seu armazenamento está cheio.');
  });

  it('shows the used storage alone when the plan sets no limit', async () => {
    storageApi(() => page([]), { 'GET /api/items/usage': { body: { used_bytes: 2048, limit_bytes: null } } });
    renderApp('/business/storage');
    expect(await screen.findByText('2 KB usados (sem limite no plano)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Novo/ }));
    expect((screen.getByRole('button', { name: 'Enviar PDF' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the first errors.file message of a refused upload, or a generic upload error', async () => {
    storageApi(() => page([]));
    let reply = { status: 422, body: { message: 'Invalid.', errors: { file: ['O PDF está corrompido.'] } } };
    answerUploads({ 'POST /api/items/upload': () => reply });
    renderApp('/business/storage');
    fireEvent.click(await screen.findByRole('button', { name: /Novo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar PDF' }));
    const input = dialog().querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    clickInDialog('Enviar');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('O PDF está corrompido.');

    reply = { status: 500, body: { message: 'Boom.', errors: { file: [] } } };
    clickInDialog('Enviar');
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'Não foi possível enviar o arquivo. Tente novamente.',
      ),
    );
  });

  it('downloads a file through the API; a 404 shows the not-found message', async () => {
    const { api } = storageApi(() => page([anItem()]), {
      'GET /api/items/item-1/download': { status: 404, body: { message: 'Not found.' } },
    });
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Baixar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erro na operação. Pasta/Arquivo não encontrada.',
    );
    expect(api.to('GET /api/items/item-1/download')).toHaveLength(1);
    // Folders have nothing to download.
    expect(screen.queryByRole('button', { name: 'Baixar' })).toBeNull();
  });

  it('publishes a folder and copies its public link; a published one copies it again or stops', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { api } = storageApi(
      () => page([aFolder(), aFolder({ id: 'folder-2', name: 'Aberta', publish_token: 'tok-2' })]),
      {
        'POST /api/items/folder-1/publish': { body: aFolder({ publish_token: 'tok-1' }) },
        'DELETE /api/items/folder-2/publish': { status: 204 },
      },
    );
    renderApp('/business/storage');
    await screen.findByText('Contratos');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contratos' }));
    expect(screen.queryByRole('button', { name: 'Copiar link público' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar por link' }));
    expect((await screen.findByRole('status')).textContent).toContain('Link público copiado.');
    expect(api.to('POST /api/items/folder-1/publish')).toHaveLength(1);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/public/storage/tok-1`);

    fireEvent.click(screen.getByRole('button', { name: 'Ações de Aberta' }));
    expect(screen.queryByRole('button', { name: 'Publicar por link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link público' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/public/storage/tok-2`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Aberta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deixar de publicar' }));
    await waitFor(() => expect(api.to('DELETE /api/items/folder-2/publish')).toHaveLength(1));
  });
});

describe('sharing an item', () => {
  const members = {
    data: [{ id: 'u-2', name: 'Mara Lima', email: 'mara@empresa.example', avatar: null, is_owner: false }],
    links: { next: null, prev: null },
    meta: { current_page: 1 },
  };

  it('shares with a member to edit, lists the share and takes it back', async () => {
    const { api } = storageApi(() => page([anItem()]), {
      'GET /api/users/directory': { body: members },
      'GET /api/items/item-1/shares': { body: { data: [] } },
      'PUT /api/items/item-1/shares': { body: { data: [{ user_id: 'u-2', permission: 'edit' }] } },
      'DELETE /api/items/item-1/shares': { status: 204 },
    });
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Editar' }));
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Compartilhar com Mara Lima' }));
    const shared = await within(dialog()).findByRole('list', { name: 'Compartilhado com' });
    expect(shared.textContent).toContain('Mara Lima — Editar');
    expect(api.to('PUT /api/items/item-1/shares')[0]!.body).toEqual({
      users: [{ id: 'u-2', permission: 'edit' }],
    });

    clickInDialog('Deixar de compartilhar com Mara Lima');
    await waitFor(() =>
      expect(within(dialog()).queryByRole('list', { name: 'Compartilhado com' })).toBeNull(),
    );
    expect(api.to('DELETE /api/items/item-1/shares')[0]!.body).toEqual({ users: ['u-2'] });
    // Members are picked from the directory any member may read, never the users list.
    expect(api.to('GET /api/users')).toEqual([]);
  });

  it('opens on who the item is shared with already', async () => {
    storageApi(() => page([anItem()]), {
      'GET /api/users/directory': { body: members },
      'GET /api/items/item-1/shares': { body: { data: [{ user_id: 'u-2', permission: 'read' }] } },
    });
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const shared = await within(dialog()).findByRole('list', { name: 'Compartilhado com' });
    await waitFor(() => expect(shared.textContent).toContain('Mara Lima — Ler'));
  });

  it('says so when the caller may not share the item, and offers nobody', async () => {
    const { api } = storageApi(() => page([anItem()]), {
      'GET /api/users/directory': { body: members },
      'GET /api/items/item-1/shares': {
        status: 403,
        body: {
          code: 'storage_item.share_forbidden',
          message: 'Somente quem criou o item ou o dono da organização pode compartilhá-lo ou publicá-lo.',
        },
      },
    });
    renderApp('/business/storage');
    await screen.findByText('Contrato.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Contrato.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Somente quem criou o item ou o dono da organização pode compartilhá-lo.',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Compartilhar com Mara Lima' })).toBeNull();
    expect(api.to('PUT /api/items/item-1/shares')).toEqual([]);
  });
});

describe('public shared folder', () => {
  it('lists a published folder by its token; a folder opens its own link, a file its preview', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const inner = aFolder({ id: 'inner', name: 'Dentro', publish_token: 'tok-inner' });
    const file = anItem({
      links: { display: 'https://files.example/d/1', preview: 'https://files.example/p/1' },
    });
    const api = signedInApi({
      routes: {
        'GET /api/p/items/tok-1': { body: { ...page([inner, file]), folder: aFolder({ name: 'Pública' }) } },
        'GET /api/p/items/tok-inner': { body: { ...page([]), folder: inner } },
        'GET /api/p/items/closed': { status: 404, body: { message: 'Folder not found.' } },
      },
    });
    renderApp('/public/storage/tok-1');
    expect(await screen.findByRole('heading', { name: 'Pública' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Contrato\.pdf/ }));
    expect(open).toHaveBeenCalledWith('https://files.example/p/1', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('button', { name: 'Renomear' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Dentro/ }));
    expect(await screen.findByText('Esta pasta está vazia.')).toBeTruthy();
    expect(api.to('GET /api/p/items/tok-inner')).toHaveLength(1);
    open.mockRestore();
  });

  it('says when the link opens no folder', async () => {
    signedInApi({
      routes: { 'GET /api/p/items/closed': { status: 404, body: { message: 'Folder not found.' } } },
    });
    renderApp('/public/storage/closed');
    expect((await screen.findByRole('alert')).textContent).toContain('Este link não abre nenhuma pasta');
  });
});
