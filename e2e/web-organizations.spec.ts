// Organizations, themes, roles and navigation in a real browser against the whole stack. The owner
// (two organizations: personal and Cedro) sees the organization list at /business, creates a
// third with a logo cropped to 190x33, gives it a theme (previewed live, then on header, sidebar
// and buttons), switches to another organization and back (remembered across a reload), and a
// member invited there sees the theme too. The owner edits a role (a permission saved at once, a
// user added through the tag input); the member, without permissions, is refused the role calls,
// sent home from the organization settings and to the profile from /account/configuration. Every
// sidebar entry of both leads to a page, never the 404 page. Shots at 1366, 768 and 360 px in
// pt-BR, en and es.
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { blockingViolations, orderedSteps, shoot, signedInPage } from './support/account-screens.js';
import type { BrowserClient } from './support/browser-client.js';
import type { EnvelopeStack } from './support/envelope-stack.js';
import { memberWith } from './support/organization-members.js';
import { endOwnerJourney, startOwnerJourney } from './support/owner-journey.js';
import { pngImage } from './support/png-image.js';
import { ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-organizations');
const stamp = Date.now();
const OWNER = { name: 'Telma Prado', email: `telma.${stamp}@ipe.example`, password: 'Ipe-Design-2026' };
const MEMBER = { name: 'Ivo Matos', email: `ivo.${stamp}@ipe.example`, password: 'Ipe-Membro-2026' };
const WIDTHS = [1366, 768, 360] as const;
const THEME = {
  'Fundo da barra de navegação': '#0a3d62',
  'Texto da barra de navegação': '#ffffff',
  'Fundo dos botões': '#c0392b',
  'Texto dos botões': '#ffffff',
  'Fundo do avatar': '#f6b93b',
  'Texto do avatar': '#0a3d62',
};
const NAVBAR = 'rgb(10, 61, 98)';
const BUTTON = 'rgb(192, 57, 43)';

let stack: EnvelopeStack;
let owner: BrowserClient;
let member: BrowserClient;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let memberPage: Page;
let cedroId = '';
let ipeId = '';
let roleId = '';

const step = orderedSteps(() => page, SHOTS);
const status = (on: Page, text: string) => on.getByRole('status').filter({ hasText: text }).first().waitFor();
const switcher = (on: Page) => on.getByRole('combobox', { name: 'Organização' });
// Text, run in the page: the e2e project has no DOM types.
const backgroundOf = (on: Page, selector: string) =>
  // '' while the element is not on the page (an organization switch re-renders the frame).
  on.evaluate(
    `(e => (e ? getComputedStyle(e).backgroundColor : ''))(document.querySelector(${JSON.stringify(selector)}))`,
  ) as Promise<string>;
const headerBackground = (on: Page) => backgroundOf(on, 'header');
/** The sidebar's 'Novo envelope', a primary button. */
const buttonBackground = (on: Page) => backgroundOf(on, 'aside a[href="/business/envelopes/new"]');

/** Waits (10 s at most, colours fade in) for the header, or what `read` reads, to wear `colour`. */
async function backgroundBecomes(on: Page, colour: string, read = headerBackground): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen = await read(on);
  while (seen !== colour && Date.now() < deadline) {
    await on.waitForTimeout(200);
    seen = await read(on);
  }
  expect(seen).toBe(colour);
}

/** The page shot at 1366, 768 and 360 px (nothing may scroll sideways), then back to 1366. */
async function shootWidths(on: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const close of await on
    .getByRole('button', { name: /^(Fechar aviso|Cerrar aviso|Close alert)$/ })
    .all())
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  for (const width of WIDTHS) {
    await on.setViewportSize({ width, height: 900 });
    await ready();
    await shoot(on, SHOTS, `${name}-${width}`);
    const overflow = await on.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect({ name, width, overflow: Math.max(0, Number(overflow)) }).toEqual({ name, width, overflow: 0 });
  }
  await on.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Every in-app address the business and account sidebars offer on `on`; each must open a page
 * other than the 404 page.
 */
async function walkSidebars(on: Page): Promise<string[]> {
  const visited: string[] = [];
  for (const [start, navigation] of [
    ['/business/dashboard', 'Navegação principal'],
    ['/account/profile', 'Navegação da conta'],
  ] as const) {
    await on.goto(`${stack.url}${start}`);
    const links = on.getByRole('complementary').getByRole('link');
    await on.getByRole('navigation', { name: navigation }).waitFor();
    const hrefs = (
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
    ).filter((href) => href.startsWith('/'));
    for (const href of [...new Set(hrefs)]) {
      await on.goto(`${stack.url}${href}`);
      await on.getByRole('heading', { level: 1 }).first().waitFor();
      expect({ href, notFound: await on.getByText('Página não encontrada').count() }).toEqual({
        href,
        notFound: 0,
      });
      visited.push(href);
    }
  }
  return visited;
}

beforeAll(async () => {
  ({ stack, owner, browser, page } = await startOwnerJourney({
    stackName: 'web_organizations',
    shots: SHOTS,
    owner: OWNER,
    organization: 'Cedro Advogados',
    contexts,
  }));
  cedroId = owner.organization!;
}, 300_000);

afterAll(() => endOwnerJourney({ contexts, browser, stack }));

describe('organizations', () => {
  step('lists the organizations at /business when the owner has several', async () => {
    await page.goto(`${stack.url}/business`);
    const list = page.getByRole('list', { name: 'Organizações' });
    await list.waitFor();
    expect(await list.getByRole('heading').allTextContents()).toEqual(
      expect.arrayContaining(['Cedro Advogados', `${OWNER.name} (pessoal)`]),
    );
    await shootWidths(page, '1-organization-list-pt-BR', () => list.waitFor());
  });

  step('creates an organization with a logo cropped to 190x33, which becomes the selected one', async () => {
    await page.getByRole('link', { name: 'Nova organização' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nova organização' }).waitFor();
    const name = page.getByRole('textbox', { name: 'Nome da organização' });
    expect(await name.getAttribute('maxlength')).toBe('50');
    await name.fill('Ipê Design');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(600, 240) });
    const crop = page.getByRole('dialog', { name: 'Recortar logo' });
    await crop.waitFor();
    const save = crop.getByRole('button', { name: 'Salvar logo' });
    await expect(save.isEnabled()).resolves.toBe(true);
    await shoot(page, SHOTS, '2-logo-crop-pt-BR-1366');
    await save.click();
    await crop.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: 'Logo de Ipê Design' }).waitFor();
    await shootWidths(page, '2-new-organization-pt-BR', () => name.waitFor());
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Criar organização' }).click();
    await page.waitForURL(`${stack.url}/business/organizations/settings`);
    await page.getByRole('heading', { level: 1, name: 'Configurações da organização' }).waitFor();
    const organizations = (await owner.api('GET', '/organizations')).body.data as Array<{
      id: string;
      name: string;
      logo: string | null;
    }>;
    const ipe = organizations.find((organization) => organization.name === 'Ipê Design')!;
    ipeId = ipe.id;
    expect(ipe.logo).toContain(`/api/organizations/${ipeId}/logo`);
    expect(await switcher(page).inputValue()).toBe(ipeId);
    await page.getByRole('tabpanel').getByRole('img', { name: 'Logo de Ipê Design' }).waitFor();
    await shootWidths(page, '3-settings-pt-BR', () =>
      page.getByRole('heading', { name: 'Excluir organização' }).waitFor(),
    );
  });

  step('gives it a theme previewed live, then worn by the header, sidebar and buttons', async () => {
    await page.getByRole('tab', { name: 'Temas' }).click();
    for (const [label, colour] of Object.entries(THEME)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(colour);
    }
    const preview = page.getByRole('img', { name: 'Pré-visualização do tema' });
    expect(await preview.evaluate((box) => box.style.getPropertyValue('--theme-navbar-background'))).toBe(
      '#0a3d62',
    );
    await page.getByRole('button', { name: 'Salvar tema' }).click();
    await page.getByText('Tema salvo para todos os membros.').waitFor();
    await backgroundBecomes(page, NAVBAR);
    await backgroundBecomes(page, BUTTON, buttonBackground);
    await shootWidths(page, '4-themes-pt-BR', () => preview.waitFor());
  });

  step('switches organization from the header and back, and remembers the choice', async () => {
    await switcher(page).selectOption(cedroId);
    await backgroundBecomes(page, 'rgb(255, 255, 255)');
    await switcher(page).selectOption(ipeId);
    await backgroundBecomes(page, NAVBAR);
    // Remembered locally, base64-encoded (workspace spec §4).
    expect(await page.evaluate("localStorage.getItem('rubrica.organization')")).toBe(
      Buffer.from(ipeId).toString('base64'),
    );
    // From here on the owner's pages open in Ipê Design (the set-up stores Cedro on every load).
    page = await signedInPage(browser, contexts, stack.url, owner, ipeId);
    await page.goto(`${stack.url}/business/dashboard`);
    await backgroundBecomes(page, NAVBAR);
    expect(await switcher(page).inputValue()).toBe(ipeId);
    // The organization's logo stands in the header beside the switcher.
    await page.locator('header').first().getByRole('img', { name: 'Logo de Ipê Design' }).waitFor();
  });

  step(
    'shows the theme to a member of the organization',
    async () => {
      owner.organization = ipeId;
      member = await memberWith(stack, owner, MEMBER, []);
      memberPage = await signedInPage(browser, contexts, stack.url, member, ipeId);
      await memberPage.goto(`${stack.url}/business/dashboard`);
      await memberPage.getByRole('heading', { level: 1 }).first().waitFor();
      await backgroundBecomes(memberPage, NAVBAR);
      await backgroundBecomes(memberPage, BUTTON, buttonBackground);
      await shootWidths(memberPage, '5-member-dashboard-pt-BR', () =>
        memberPage.getByRole('heading', { level: 1 }).first().waitFor(),
      );
    },
    180_000,
  );
});

describe('roles', () => {
  step('opens a role from its card and saves a permission at once', async () => {
    await page.goto(`${stack.url}/business/users?tab=roles`);
    await page.getByRole('link', { name: `Editar Papel de ${MEMBER.name}` }).click();
    await page.waitForURL(/\/business\/roles\/edit\//);
    roleId = page.url().split('/').pop()!;
    const name = page.getByRole('textbox', { name: 'Nome da função' });
    expect(await name.isDisabled()).toBe(true);
    expect(await name.inputValue()).toBe(`Papel de ${MEMBER.name}`);
    await page.getByRole('checkbox', { name: 'Gerenciar times' }).check();
    await status(page, 'Permissão salva.');
    const role = await owner.api('GET', `/roles/${roleId}`);
    expect(role.body.manage_teams).toBe(true);
    await page.getByRole('checkbox', { name: 'Gerenciar times' }).uncheck();
    await status(page, 'Permissão salva.');
  });

  step('adds a user through the tag input after two letters and a pause', async () => {
    const input = page.getByRole('textbox', { name: 'Adicionar usuários' });
    await input.fill('T');
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('list', { name: 'Usuários encontrados' }).count()).toBe(0);
    await input.fill('Telm');
    const found = page.getByRole('list', { name: 'Usuários encontrados' });
    await found.getByRole('button', { name: new RegExp(OWNER.name) }).click();
    await page.getByRole('button', { name: `Tirar ${OWNER.name} da lista` }).waitFor();
    await shootWidths(page, '6-role-editor-pt-BR', () => input.waitFor());
    await page.getByRole('button', { name: 'Adicionar à função' }).click();
    await page.getByText('Usuários adicionados à função.').waitFor();
    const role = await owner.api('GET', `/roles/${roleId}?extended=true`);
    expect((role.body.users as Array<{ name: string }>).map((user) => user.name).sort()).toEqual(
      [MEMBER.name, OWNER.name].sort(),
    );
    expect(await blockingViolations(page)).toEqual([]);
  });

  step('shows the default role as Usuário padrão', async () => {
    await page.goto(`${stack.url}/business/users?tab=roles`);
    await page.getByRole('link', { name: 'Editar Usuário padrão' }).click();
    expect(await page.getByRole('textbox', { name: 'Nome da função' }).inputValue()).toBe('Usuário padrão');
  });

  step('refuses the role calls and the admin pages to a member without permissions', async () => {
    expect((await member.api('PATCH', `/roles/${roleId}`, { json: { manage_users: true } })).status).toBe(
      403,
    );
    expect((await member.api('POST', `/roles/${roleId}/users`, { json: { users: [] } })).status).toBe(403);
    await memberPage.goto(`${stack.url}/business/roles/edit/${roleId}`);
    await memberPage.waitForURL(`${stack.url}/business/dashboard`);
    await memberPage.goto(`${stack.url}/business/organizations/settings`);
    await memberPage.waitForURL(`${stack.url}/business/dashboard`);
    await memberPage.goto(`${stack.url}/account/configuration`);
    await memberPage.waitForURL(`${stack.url}/account/profile`);
    expect((await member.api('PUT', `/organizations/${ipeId}/theme`, { json: THEME_BODY })).status).toBe(403);
  });
});

const THEME_BODY = {
  avatar_background_color: '#000000',
  avatar_text_color: '#ffffff',
  navbar_background_color: '#000000',
  navbar_text_color: '#ffffff',
  button_background_color: '#000000',
  button_text_color: '#ffffff',
};

describe('navigation', () => {
  step(
    'leads every sidebar entry of the owner to a page',
    async () => {
      const visited = await walkSidebars(page);
      expect(visited).toEqual(
        expect.arrayContaining([
          '/business/users',
          '/business/teams',
          '/business/organizations/settings',
          '/account/configuration',
          '/account/contacts',
        ]),
      );
    },
    180_000,
  );

  step(
    'leads every sidebar entry of a member without permissions to a page, and none to admin',
    async () => {
      const visited = await walkSidebars(memberPage);
      expect(
        visited.filter((href) => /users|teams|organizations|configuration|developer/.test(href)),
      ).toEqual([]);
    },
    180_000,
  );
});

describe('the screens in English and Spanish', () => {
  for (const [lang, tab, newTitle] of [
    ['en', 'Themes', 'New organization'],
    ['es', 'Temas', 'Nueva organización'],
  ] as const) {
    step(
      `shows the organization screens and the role editor in ${lang}`,
      async () => {
        expect((await owner.api('POST', '/me/language', { json: { lang } })).status).toBeLessThan(300);
        await page.goto(`${stack.url}/business/organizations/settings#themes`);
        await page.getByRole('tab', { name: tab }).waitFor();
        await shootWidths(page, `7-themes-${lang}`, () => page.getByRole('tab', { name: tab }).waitFor());
        await page.goto(`${stack.url}/business/organizations/new`);
        await page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
        await shootWidths(page, `8-new-organization-${lang}`, () =>
          page.getByRole('heading', { level: 1, name: newTitle }).waitFor(),
        );
        await page.goto(`${stack.url}/business/roles/edit/${roleId}`);
        await page.locator('input[type=checkbox]').first().waitFor();
        await shootWidths(page, `9-role-editor-${lang}`, () =>
          page.locator('input[type=checkbox]').first().waitFor(),
        );
        await page.goto(`${stack.url}/business`);
        await page.getByRole('list').first().waitFor();
        await shootWidths(page, `10-organization-list-${lang}`, () =>
          page.getByRole('list').first().waitFor(),
        );
      },
      180_000,
    );
  }
});
