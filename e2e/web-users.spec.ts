// The users page in a real browser against the whole stack. The owner of a free-plan organization
// (five users) finds themselves flagged as its owner beside a member, invites one address typed
// and two from a .csv (where the owner is ignored and a malformed line is invalid), reaches the
// cap (invite button disabled, upgrade offered), withdraws and resends invitations, and moves the
// member to the default role. A member without manage_users is sent to the dashboard and refused
// by the server. Screens are shot at 1366 and 360 px in pt-BR.
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { orderedSteps, shootBothWidths as shootAt, signedInPage } from './support/account-screens.js';
import type { BrowserClient } from './support/browser-client.js';
import type { EnvelopeStack } from './support/envelope-stack.js';
import { memberWith } from './support/organization-members.js';
import { endOwnerJourney, startOwnerJourney } from './support/owner-journey.js';
import { ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-users');
const stamp = Date.now();
const OWNER = { name: 'Rita Lobo', email: `rita.${stamp}@ipe.example`, password: 'Ipe-Usuarios-2026' };
const MEMBER = { name: 'Davi Rocha', email: `davi.${stamp}@ipe.example`, password: 'Ipe-Membro-2026' };
const TYPED = `typed.${stamp}@ipe.example`;
const FROM_FILE = [`file-a.${stamp}@ipe.example`, `file-b.${stamp}@ipe.example`];

let stack: EnvelopeStack;
let owner: BrowserClient;
let member: BrowserClient;
let memberId = '';
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

const step = orderedSteps(() => page, SHOTS);
const shootBothWidths = (name: string, ready: () => Promise<void>) => shootAt(page, SHOTS, name, ready);
const dialog = () => page.getByRole('dialog');
const alert = (text: string) => page.getByText(text).first().waitFor();
const inviteButton = () => page.getByRole('button', { name: 'Convidar usuário' });

beforeAll(async () => {
  ({ stack, owner, browser, page } = await startOwnerJourney({
    stackName: 'web_users',
    shots: SHOTS,
    owner: OWNER,
    organization: 'Ipê Contabilidade',
    contexts,
  }));
  member = await memberWith(stack, owner, MEMBER, ['send_envelopes']);
  memberId = (await member.api('GET', '/me')).body.id;
}, 300_000);

afterAll(() => endOwnerJourney({ contexts, browser, stack }));

describe('the users page', () => {
  step(
    'opens from the sidebar: the owner flagged, the member deletable, two of five users used',
    async () => {
      await page.goto(`${stack.url}/business/dashboard`);
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Usuários', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
      const list = page.getByRole('list', { name: 'Lista de usuários' });
      const ownerRow = list.getByRole('listitem').filter({ hasText: OWNER.email });
      await ownerRow.getByText('Proprietário da organização').waitFor();
      expect(await ownerRow.getByRole('button', { name: /^Excluir/ }).count()).toBe(0);
      await list.getByRole('button', { name: `Excluir ${MEMBER.name}` }).waitFor();
      await page.getByRole('progressbar', { name: '2 de 5 usuários' }).waitFor();
      await shootBothWidths('1-users-pt-BR', () => list.getByText(MEMBER.email).waitFor());
    },
  );

  step('invites a typed address and shows it invited', async () => {
    await inviteButton().click();
    await dialog()
      .getByRole('button', { name: /Digitar e-mails/ })
      .click();
    await dialog().getByLabel('E-mails').fill(TYPED);
    await dialog().getByRole('button', { name: 'Convidar' }).click();
    await dialog().getByText('Convidados (1)').waitFor();
    await dialog().getByText(TYPED).waitFor();
    await dialog().getByRole('button', { name: 'Fechar' }).last().click();
    await page.getByRole('progressbar', { name: '3 de 5 usuários' }).waitFor();
  });

  step(
    'imports a .csv into the organization: invited, ignored and invalid, then the cap is reached',
    async () => {
      await inviteButton().click();
      await dialog()
        .getByRole('button', { name: /Enviar arquivo/ })
        .click();
      const rows = [...FROM_FILE, OWNER.email, 'sem-arroba'].join('\r\n');
      await dialog()
        .locator('input[type="file"]')
        .setInputFiles({ name: 'convites.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) });
      await dialog().getByText('Arquivo escolhido: convites.csv').waitFor();
      await shootBothWidths('2-invite-file-pt-BR', () => dialog().waitFor());
      await dialog().getByRole('button', { name: 'Convidar' }).click();
      await dialog().getByText('Convidados (2)').waitFor();
      await dialog()
        .getByText(/^Ignorados .* \(1\)$/)
        .waitFor();
      await dialog()
        .getByText(/^Inválidos .* \(1\)$/)
        .waitFor();
      await shootBothWidths('3-invite-results-pt-BR', () => dialog().getByText('sem-arroba').waitFor());
      await dialog().getByRole('button', { name: 'Fechar' }).last().click();
      await page.getByRole('progressbar', { name: '5 de 5 usuários' }).waitFor();
      expect(await inviteButton().isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Fazer upgrade do plano' }).waitFor();
    },
  );

  step('withdraws and resends pending invitations, which frees a place', async () => {
    await page.getByRole('tab', { name: 'Convite pendente' }).click();
    const invites = page.getByRole('list', { name: 'Convites pendentes' });
    for (const email of [TYPED, ...FROM_FILE]) await invites.getByText(email).waitFor();
    await shootBothWidths('4-pending-pt-BR', () => invites.getByText(TYPED).waitFor());
    await page.getByRole('button', { name: `Reenviar convite para ${TYPED}` }).click();
    await alert('Convite reenviado.');
    await page.getByRole('button', { name: `Excluir convite de ${FROM_FILE[1]}` }).click();
    await dialog().getByRole('button', { name: 'Excluir' }).click();
    await alert('Convite excluído.');
    await invites.getByText(FROM_FILE[1]!).waitFor({ state: 'detached' });
    await page.getByRole('progressbar', { name: '4 de 5 usuários' }).waitFor();
    expect(await inviteButton().isDisabled()).toBe(false);
    // The organization's own record agrees.
    const pending = await owner.api('GET', '/invitations');
    expect(pending.body.data.map((row: { email: string }) => row.email).sort()).toEqual(
      [TYPED, FROM_FILE[0]].sort(),
    );
  });

  step('moves the member to the default role, which the server then reports', async () => {
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('button', { name: `Editar ${MEMBER.name}` }).click();
    await dialog().getByRole('option', { name: 'Usuário padrão' }).waitFor({ state: 'attached' });
    await dialog().getByLabel('Função').selectOption({ label: 'Usuário padrão' });
    await dialog().getByRole('button', { name: 'Salvar' }).click();
    await alert('Usuário atualizado.');
    const after = await owner.api('GET', `/users/${memberId}`);
    expect(after.body.role.is_default).toBe(true);
  });
});

describe('a member without manage_users', () => {
  step('is sent to the dashboard, sees no users entry, and the server refuses the calls', async () => {
    const memberPage = await signedInPage(browser, contexts, stack.url, member, owner.organization!);
    await memberPage.goto(`${stack.url}/business/users`);
    await memberPage.waitForURL(`${stack.url}/business/dashboard`);
    const navigation = memberPage.getByRole('navigation', { name: 'Navegação principal' });
    await navigation.getByRole('link', { name: 'Início' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Usuários', exact: true }).count()).toBe(0);
    expect((await member.api('GET', '/users')).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob(['x@ipe.example']), 'a.txt');
    const imported = await member.api('POST', `/organizations/${owner.organization}/invitations/import`, {
      form,
    });
    expect(imported.status).toBe(403);
  });
});
