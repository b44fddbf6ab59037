// Contacts and teams in a real browser against the whole stack. The owner creates a contact with
// a masked phone, edits it and deletes it, and finds a recipient of a sent envelope added by
// itself; creates a team, renames it (saved after a pause), adds a member and removes them, and
// deletes it (back to the list). A member without manage_teams is sent to the dashboard, sees no
// teams entry, and the server refuses them the teams calls. Screens are shot at 1366 and 360 px
// in pt-BR and es.
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import {
  blockingViolations,
  orderedSteps,
  shootBothWidths as shootAt,
  signedInPage,
} from './support/account-screens.js';
import type { BrowserClient } from './support/browser-client.js';
import { pollUntil } from './support/envelope-files.js';
import type { EnvelopeStack } from './support/envelope-stack.js';
import { memberWith } from './support/organization-members.js';
import { endOwnerJourney, startOwnerJourney } from './support/owner-journey.js';
import { sendEnvelope } from './support/signing-journey.js';
import { ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-contacts-teams');
const stamp = Date.now();
const OWNER = { name: 'Telma Prado', email: `telma.${stamp}@cedro.example`, password: 'Cedro-Times-2026' };
const MEMBER = { name: 'Ivo Matos', email: `ivo.${stamp}@cedro.example`, password: 'Cedro-Membro-2026' };

let stack: EnvelopeStack;
let owner: BrowserClient;
let member: BrowserClient;
let memberId = '';
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let teamId = '';

const step = orderedSteps(() => page, SHOTS);
const shootBothWidths = (name: string, ready: () => Promise<void>) => shootAt(page, SHOTS, name, ready);
const dialog = () => page.getByRole('dialog');
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const contactRow = (name: string) => page.getByRole('row').filter({ hasText: name });

beforeAll(async () => {
  ({ stack, owner, browser, page } = await startOwnerJourney({
    stackName: 'web_contacts_teams',
    shots: SHOTS,
    owner: OWNER,
    organization: 'Cedro Advogados',
    contexts,
  }));
  // A member with a role that does not hold manage_teams: added to a team, kept out of the pages.
  member = await memberWith(stack, owner, MEMBER, ['send_envelopes']);
  memberId = (await member.api('GET', '/me')).body.id;
}, 300_000);

afterAll(() => endOwnerJourney({ contexts, browser, stack }));

describe('contacts', () => {
  step('opens from the account sidebar with the empty state', async () => {
    await page.goto(`${stack.url}/account/profile`);
    await page
      .getByRole('navigation', { name: 'Navegação da conta' })
      .getByRole('link', { name: 'Contatos' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Contatos' }).waitFor();
    await page.getByText(/Os destinatários dos seus envelopes são adicionados aqui/).waitFor();
  });

  step('creates a contact with a masked phone and one without a phone', async () => {
    await page.getByRole('button', { name: 'Novo contato' }).click();
    await dialog().getByLabel('Nome').fill('  Ana Souza ');
    await dialog().getByLabel('E-mail').fill('ana.souza@cedro.example');
    await dialog().getByLabel('Telefone (opcional)').pressSequentially('5511987654321');
    expect(await dialog().getByLabel('Telefone (opcional)').inputValue()).toBe('+55 11 9 8765-4321');
    await shootBothWidths('1-new-contact-pt-BR', () => dialog().waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Criar contato' }).click();
    await status('Contato criado.');
    await page.getByRole('button', { name: 'Novo contato' }).click();
    await dialog().getByLabel('Nome').fill('Bruno Lima');
    await dialog().getByLabel('E-mail').fill('bruno@cedro.example');
    await dialog().getByRole('button', { name: 'Criar contato' }).click();
    await contactRow('Bruno Lima').getByRole('cell', { name: '-', exact: true }).waitFor();
    const stored = await owner.api('GET', '/contacts');
    expect(
      stored.body.data.map((contact: { name: string; phone: string | null }) => [
        contact.name,
        contact.phone,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Ana Souza', '+5511987654321'],
        ['Bruno Lima', null],
      ]),
    );
    await shootBothWidths('2-contacts-pt-BR', () => page.getByText('Bruno Lima').first().waitFor());
    expect(await blockingViolations(page)).toEqual([]);
  });

  step('edits a contact and refuses an invalid phone under the field', async () => {
    await page.getByRole('button', { name: 'Editar Ana Souza' }).click();
    await dialog().getByLabel('Telefone (opcional)').fill('12');
    await dialog().getByRole('button', { name: 'Salvar' }).click();
    await dialog().getByRole('alert').waitFor();
    expect(await dialog().getByLabel('Telefone (opcional)').getAttribute('aria-invalid')).toBe('true');
    await dialog().getByLabel('Telefone (opcional)').fill('+55 21 9 1234-5678');
    await dialog().getByLabel('Nome').fill('Ana Souza Reis');
    await dialog().getByRole('button', { name: 'Salvar' }).click();
    await status('Contato atualizado.');
    await contactRow('Ana Souza Reis').getByText('+5521912345678').waitFor();
  });

  step('deletes a contact after confirming', async () => {
    await page.getByRole('button', { name: 'Excluir Bruno Lima' }).click();
    await dialog().getByRole('button', { name: 'Excluir' }).click();
    await status('Contato excluído.');
    await contactRow('Bruno Lima').waitFor({ state: 'detached' });
    const stored = await owner.api('GET', '/contacts');
    expect(stored.body.data.map((contact: { name: string }) => contact.name)).toEqual(['Ana Souza Reis']);
  });

  step('searches as the user types and says when nothing matches', async () => {
    await page.getByRole('searchbox', { name: 'Buscar contato' }).fill('Zeca');
    await page.getByText('Nenhum contato encontrado para esta busca.').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar contato' }).fill('');
    await contactRow('Ana Souza Reis').waitFor();
  });

  step('lists a recipient of a sent envelope by itself', async () => {
    await sendEnvelope(owner, 'Contrato de honorários', [
      { name: 'Carla Dias', email: `carla.${stamp}@cedro.example` },
    ]);
    // The identity service adds recipients when the envelope's sent event reaches it.
    await pollUntil(
      async () => (await owner.api('GET', '/contacts?q=Carla')).body.data as unknown[],
      (found) => found.length === 1,
      { timeoutMs: 30_000, everyMs: 500 },
    );
    await page.reload();
    await contactRow('Carla Dias').getByText(`carla.${stamp}@cedro.example`).waitFor();
  });
});

describe('teams', () => {
  step('opens from the sidebar with the empty state and creates a team', async () => {
    await page.goto(`${stack.url}/business/dashboard`);
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Times' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Times' }).waitFor();
    await page.getByText('Nenhum time criado ainda.').waitFor();
    await page.getByRole('button', { name: 'Novo time' }).click();
    await dialog().getByLabel('Nome do time').fill('Jurídico');
    await dialog().getByRole('button', { name: 'Criar time' }).click();
    await status('Time criado.');
    await page.getByRole('link', { name: 'Jurídico' }).waitFor();
    const listed = await owner.api('GET', '/teams');
    teamId = listed.body.data[0].id;
    expect(listed.body.data.map((team: { name: string }) => team.name)).toEqual(['Jurídico']);
  });

  step('renames the team once typing pauses', async () => {
    await page.getByRole('link', { name: 'Jurídico' }).click();
    await page.waitForURL(`${stack.url}/business/teams/edit/${teamId}`);
    await page.getByLabel('Nome do time').fill('Jurídico Sul');
    await page.getByText('Nome salvo.').waitFor();
    expect((await owner.api('GET', `/teams/${teamId}`)).body.name).toBe('Jurídico Sul');
  });

  step('adds a member of the organization and removes them', async () => {
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    await dialog().getByRole('searchbox', { name: 'Buscar usuário' }).fill('Ivo');
    await dialog()
      .getByRole('checkbox', { name: /Ivo Matos/ })
      .check();
    await shootBothWidths('3-add-user-pt-BR', () => dialog().waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Adicionar (1)' }).click();
    await status('Usuários adicionados ao time.');
    const members = page.getByRole('list', { name: 'Usuários do time' });
    await members.getByText('Ivo Matos').waitFor();
    expect(
      (await owner.api('GET', `/teams/${teamId}`)).body.users.map((user: { id: string }) => user.id),
    ).toEqual([memberId]);
    await page.goto(`${stack.url}/business/teams`);
    await page.getByText('1 usuário', { exact: true }).waitFor();
    await shootBothWidths('4-teams-pt-BR', () => page.getByRole('link', { name: 'Jurídico Sul' }).waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Jurídico Sul' }).click();
    await shootBothWidths('5-team-edit-pt-BR', () => members.getByText('Ivo Matos').waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Remover Ivo Matos do time' }).click();
    await status('Usuário removido do time.');
    await page.getByText('Nenhum usuário neste time.').waitFor();
    expect((await owner.api('GET', `/teams/${teamId}`)).body.users).toEqual([]);
  });

  step('deletes the team and goes back to the list', async () => {
    await page.getByRole('button', { name: 'Excluir time' }).click();
    await dialog().getByRole('button', { name: 'Excluir' }).click();
    await status('Time excluído.');
    await page.waitForURL(`${stack.url}/business/teams`);
    await page.getByText('Nenhum time criado ainda.').waitFor();
    expect((await owner.api('GET', `/teams/${teamId}`)).status).toBe(404);
  });

  step('reads in Spanish after the owner switches the language', async () => {
    const created = await owner.api('POST', '/teams', { json: { name: 'Ventas' } });
    await owner.api('POST', `/teams/${created.body.id}/users`, { json: { users: [memberId] } });
    await page.reload();
    await page.getByLabel('Idioma').first().selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Equipos' }).waitFor();
    await shootBothWidths('6-teams-es', () => page.getByRole('link', { name: 'Ventas' }).waitFor());
    await page.goto(`${stack.url}/account/contacts`);
    await page.getByRole('heading', { level: 1, name: 'Contactos' }).waitFor();
    await shootBothWidths('7-contacts-es', () => page.getByText('Ana Souza Reis').first().waitFor());
    await page.getByRole('button', { name: 'Nuevo contacto' }).click();
    await shootBothWidths('8-new-contact-es', () => dialog().waitFor());
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
  });
});

describe('a member without manage_teams', () => {
  step('is sent to the dashboard, sees no teams entry, and the server refuses the calls', async () => {
    const memberPage = await signedInPage(browser, contexts, stack.url, member, owner.organization!);
    for (const address of ['/business/teams', `/business/teams/edit/${teamId}`]) {
      await memberPage.goto(`${stack.url}${address}`);
      await memberPage.waitForURL(`${stack.url}/business/dashboard`);
    }
    const navigation = memberPage.getByRole('navigation', { name: 'Navegação principal' });
    await navigation.getByRole('link', { name: 'Início' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Times' }).count()).toBe(0);
    expect((await member.api('GET', '/teams')).status).toBe(403);
    expect((await member.api('POST', '/teams', { json: { name: 'Atalho' } })).status).toBe(403);
    // Their own contacts stay theirs: the owner's are not listed to them.
    const contacts = await member.api('GET', '/contacts');
    expect(contacts.status).toBe(200);
    expect(contacts.body.data).toEqual([]);
  });
});
