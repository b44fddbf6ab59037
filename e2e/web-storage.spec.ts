// The storage screen in a real browser against the whole stack (the storage service behind the
// gateway): a member creates a folder, opens it, uploads a PDF into it, renames it, finds it by
// search, sees it in the list view with its size, moves it to the root, downloads it and deletes
// it, with the used-storage bar following along; then publishes a folder whose copied link a visitor
// without an account opens, until it is unpublished. Screenshots are kept as artifacts.
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import type { BrowserClient } from './support/browser-client.js';
import { shareSession } from './support/browser-session.js';
import { launchChromium, BROWSER_WAIT_MS } from './support/chromium.js';
import { multiPagePdf } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-storage');
const WAIT_MS = BROWSER_WAIT_MS;
const stamp = Date.now();
const MEMBER = { name: 'Marta Storage', email: `marta.${stamp}@arquivos.example`, password: 'Orbita-2024' };

let stack: EnvelopeStack;
let browser: Browser;
let context: BrowserContext;
let member: BrowserClient;
let page: Page;
let pdfPath: string;
let broken = false;

const shot = (name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });

/** Steps build on each other: after a failure the rest stop at once, naming the one that broke. */
const step = (name: string, work: () => Promise<void>, timeoutMs = 60_000) =>
  it(
    name,
    async () => {
      if (broken) throw new Error('an earlier step failed');
      try {
        await work();
      } catch (error) {
        broken = true;
        await shot('failure').catch(() => undefined);
        throw error;
      }
    },
    timeoutMs,
  );

const dialog = () => page.getByRole('dialog');

/** The serious and critical accessibility violations on the page as it stands, one line each. */
async function blockingViolations(): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
const itemButton = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
const actionsOf = async (name: string, action: string) => {
  await page.getByRole('button', { name: `Ações de ${name}` }).click();
  await page.getByRole('button', { name: action, exact: true }).click();
};
const newMenu = async (entry: string) => {
  await page.getByRole('button', { name: /Novo$/ }).click();
  await page.getByRole('button', { name: entry, exact: true }).click();
};

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SHOTS, { recursive: true });
  stack = await startEnvelopeStack('web_storage');
  browser = await launchChromium();
  await signUpThroughPages(stack, MEMBER);
  member = await signInBrowser(stack, MEMBER.email, MEMBER.password);
  const organizations = await member.api('GET', '/organizations');
  member.organization = organizations.body.data[0].id;
  context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await shareSession(context, member, stack.url);
  page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  pdfPath = join(SHOTS, 'proposta.pdf');
  await writeFile(pdfPath, await multiPagePdf('Proposta comercial', 2));
}, 240_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('the storage screen', () => {
  step('opens from the sidebar with the used-storage bar and an empty root', async () => {
    await page.goto(`${stack.url}/business/dashboard`);
    await page.getByRole('link', { name: 'Armazenamento' }).click();
    await page.getByRole('heading', { level: 1, name: 'Armazenamento' }).waitFor();
    await page.getByRole('progressbar', { name: 'Armazenamento usado' }).waitFor();
    await page.getByText('0 Bytes de 500 MB usados').waitFor();
    await page.getByText('Esta pasta está vazia.', { exact: false }).waitFor();
    await shot('1-empty-root');
  });

  step('creates a folder and opens it, with breadcrumbs back to the root', async () => {
    await newMenu('Nova pasta');
    await dialog().getByLabel('Nome').fill('Contratos 2026');
    await dialog().getByRole('button', { name: 'Criar pasta' }).click();
    await page.getByRole('status').filter({ hasText: 'Pasta criada.' }).waitFor();
    await itemButton('Contratos 2026').click();
    await page.getByRole('heading', { level: 1, name: 'Contratos 2026' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Pastas' });
    await crumbs.getByRole('link', { name: 'Armazenamento' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/business\/storage\/[0-9a-f-]{36}$/);
  });

  step('refuses a non-PDF, then uploads a PDF into the folder', async () => {
    await newMenu('Enviar PDF');
    const input = dialog().locator('input[type=file]');
    await input.setInputFiles({
      name: 'planilha.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b\n1,2\n'),
    });
    await dialog()
      .getByRole('alert')
      .filter({ hasText: 'Somente arquivos PDF podem ser armazenados.' })
      .waitFor();
    await input.setInputFiles(pdfPath);
    await dialog().getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'proposta.pdf enviado.' }).waitFor();
    await itemButton('proposta.pdf').waitFor();
    await page.getByText(/^[1-9][\d,.]* KB de 500 MB usados$/).waitFor();
    await shot('2-folder-with-file');
  });

  step('renames the file and finds it by search', async () => {
    await actionsOf('proposta.pdf', 'Renomear');
    await dialog().getByLabel('Nome').fill('Proposta assinada.pdf');
    await dialog().getByRole('button', { name: 'Salvar' }).click();
    await itemButton('Proposta assinada.pdf').waitFor();
    const search = page.getByRole('searchbox', { name: 'Buscar arquivos e pastas' });
    await search.fill('nada-com-este-nome');
    await page.getByText('Nenhum arquivo ou pasta encontrado para esta busca.').waitFor();
    await search.fill('assinada');
    await itemButton('Proposta assinada.pdf').waitFor();
    await search.fill('');
  });

  step('shows name, creation date and size in the list view', async () => {
    await page.getByRole('button', { name: 'Lista' }).click();
    const table = page.getByRole('table');
    await table.getByRole('columnheader', { name: 'Tamanho' }).waitFor();
    const row = table.getByRole('row').filter({ hasText: 'Proposta assinada.pdf' });
    await row.getByText(/^[\d,.]+ KB$/).waitFor();
    await shot('3-list-view');
  });

  step('has no serious accessibility violations, in the list nor with a modal open', async () => {
    expect(await blockingViolations()).toEqual([]);
    await actionsOf('Proposta assinada.pdf', 'Mover para');
    await dialog()
      .getByRole('list', { name: 'Pastas' })
      .or(dialog().getByText('Nenhuma pasta aqui.'))
      .waitFor();
    expect(await blockingViolations()).toEqual([]);
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
  });

  step('downloads the file as the PDF that was uploaded', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      actionsOf('Proposta assinada.pdf', 'Baixar'),
    ]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.equals(await readFile(pdfPath))).toBe(true);
  });

  step('moves the file to the root through the select-folder modal', async () => {
    await actionsOf('Proposta assinada.pdf', 'Mover para');
    await dialog().getByRole('button', { name: 'Mover para Armazenamento' }).click();
    await page.getByRole('status').filter({ hasText: 'Movido para Armazenamento.' }).waitFor();
    await page.getByText('Esta pasta está vazia.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Voltar para a pasta anterior' }).click();
    await page.getByRole('heading', { level: 1, name: 'Armazenamento' }).waitFor();
    await itemButton('Proposta assinada.pdf').waitFor();
    await itemButton('Contratos 2026').waitFor();
  });

  step('deletes the file after confirmation, and the used storage goes back to nothing', async () => {
    await actionsOf('Proposta assinada.pdf', 'Excluir');
    await dialog().getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Excluído com sucesso.' }).waitFor();
    await itemButton('Proposta assinada.pdf').waitFor({ state: 'detached' });
    await page.getByText('0 Bytes de 500 MB usados').waitFor();
    await shot('4-after-delete');
  });

  step('loads the next 16 items when scrolled to the bottom', async () => {
    // With the folder already there, 18 more make 19: a first page of 16, then 3.
    for (let index = 1; index <= 18; index += 1) {
      const created = await member.api('POST', '/items', {
        json: { name: `Pasta ${String(index).padStart(2, '0')}` },
      });
      expect(created.status).toBe(201);
    }
    // A page shorter than its first 16 items, so only scrolling brings the rest.
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.reload();
    await itemButton('Pasta 18').waitFor();
    const cards = page.getByRole('list', { name: 'Arquivos e pastas' }).getByRole('listitem');
    expect(await cards.count()).toBe(16);
    // The oldest (folders first, newest first) comes with the second page.
    expect(await itemButton('Contratos 2026').count()).toBe(0);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await itemButton('Contratos 2026').waitFor();
    expect(await cards.count()).toBe(19);
    await shot('5-second-page');
  });

  step('publishes a folder by its menu, and a visitor without an account opens the copied link', async () => {
    const listed = await member.api('GET', '/items?q=Contratos%202026');
    const folder = listed.body.data[0].id as string;
    const form = new FormData();
    form.append('file', new Blob([await readFile(pdfPath)], { type: 'application/pdf' }), 'publico.pdf');
    form.append('parent', folder);
    expect((await member.api('POST', '/items/upload', { form })).status).toBe(201);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });

    await actionsOf('Contratos 2026', 'Publicar por link');
    await page.getByRole('status').filter({ hasText: 'Link público copiado.' }).waitFor();
    const link = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(link).toMatch(new RegExp(`^${stack.url}/public/storage/[A-Za-z0-9_-]{16,}$`));

    const visitorContext = await browser.newContext({ locale: 'pt-BR' });
    try {
      const visitor = await visitorContext.newPage();
      visitor.setDefaultTimeout(WAIT_MS);
      await visitor.goto(link);
      await visitor.getByRole('heading', { level: 1, name: 'Contratos 2026' }).waitFor();
      await visitor.getByRole('button', { name: /^publico\.pdf/ }).waitFor();
      expect(await visitor.getByRole('button', { name: /^Pasta 01/ }).count()).toBe(0);
      await visitor.screenshot({ path: join(SHOTS, '6-public-folder.png'), fullPage: true });

      await actionsOf('Contratos 2026', 'Deixar de publicar');
      await page.getByRole('status').filter({ hasText: 'A pasta não é mais pública' }).waitFor();
      await visitor.reload();
      await visitor.getByRole('alert').filter({ hasText: 'Este link não abre nenhuma pasta' }).waitFor();
    } finally {
      await visitorContext.close();
    }
  });
});
