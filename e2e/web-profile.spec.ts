// The profile in a real browser against the whole stack, in pt-BR then es. The owner edits name,
// phone and CPF (masked, the CPF's check digits refused when wrong), crops a new photo in the
// account sidebar, draws a signature in the Signatures tab and finds it used at once when signing
// an envelope, switches the language (saved on the account), and changes the password: the rule
// shows as it is typed, a guessable password is refused by the server, and a change ends the
// session and leads to sign-in. Screens are shot at 1366 and 360 px.
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { blockingViolations, orderedSteps, shootBothWidths as shootAt } from './support/account-screens.js';
import type { BrowserClient } from './support/browser-client.js';
import { submitSignInForm } from './support/chromium.js';
import { pollUntil } from './support/envelope-files.js';
import type { EnvelopeStack } from './support/envelope-stack.js';
import { endOwnerJourney, startOwnerJourney } from './support/owner-journey.js';
import { pngImage } from './support/png-image.js';
import { sendEnvelope } from './support/signing-journey.js';
import { ROOT } from './support/web-build.js';
import { drawSignature } from './support/web-journey.js';

const SHOTS = join(ROOT, 'test-results', 'web-profile');
const stamp = Date.now();
const OWNER = { name: 'Lia Campos', email: `lia.${stamp}@ipe.example`, password: 'Ipe-Amarelo-2026' };
const NEW_NAME = 'Lia Campos Prado';
const NEW_PASSWORD = 'Jacaranda-Lilas-7391';
/** A CPF with valid check digits, and the same one with its last digit wrong. */
const CPF = '52998224725';
const WRONG_CPF = '52998224724';

let stack: EnvelopeStack;
let owner: BrowserClient;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

const step = orderedSteps(() => page, SHOTS);
const shootBothWidths = (name: string, ready: () => Promise<void>) => shootAt(page, SHOTS, name, ready);
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const me = async () => (await owner.api('GET', '/me')).body as Record<string, unknown>;

beforeAll(async () => {
  ({ stack, owner, browser, page } = await startOwnerJourney({
    stackName: 'web_profile',
    shots: SHOTS,
    owner: OWNER,
    organization: 'Ipê Consultoria',
    contexts,
  }));
}, 300_000);

afterAll(() => endOwnerJourney({ contexts, browser, stack }));

describe('profile', () => {
  step('edits name, phone and CPF in My account', async () => {
    await page.goto(`${stack.url}/account/profile`);
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
    await page.getByRole('tab', { name: 'Minha conta' }).click();
    const save = page.getByRole('button', { name: 'Salvar', exact: true });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByLabel('E-mail').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Nome').fill(NEW_NAME);
    await page.getByLabel('Telefone').pressSequentially('5511987654321');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('+55 11 98765 4321');
    await page.getByLabel('CPF').pressSequentially(WRONG_CPF);
    expect(await page.getByLabel('CPF').inputValue()).toBe('529.982.247-24');
    await page.getByText('CPF inválido.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('CPF').fill('');
    await page.getByLabel('CPF').pressSequentially(CPF);
    await shootBothWidths('1-my-account-pt-BR', () => page.getByLabel('CPF').waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await save.click();
    await status('Dados atualizados.');
    const saved = await me();
    expect([saved.name, saved.phone, saved.cpf]).toEqual([NEW_NAME, '+5511987654321', CPF]);
  });

  step('crops a square photo from the account sidebar', async () => {
    await page.getByLabel('Alterar foto').setInputFiles({
      name: 'retrato.png',
      mimeType: 'image/png',
      buffer: pngImage(640, 400),
    });
    const crop = page.getByRole('dialog', { name: 'Recortar foto' });
    await crop.waitFor();
    await shootBothWidths('2-avatar-crop-pt-BR', () => crop.waitFor());
    await crop.getByRole('button', { name: 'Salvar foto' }).click();
    await crop.waitFor({ state: 'detached' });
    expect((await me()).avatar).toBeTruthy();
  });

  step('draws a signature in the Signatures tab', async () => {
    await page.getByRole('tab', { name: 'Assinaturas' }).click();
    const card = page.getByRole('region', { name: 'Assinatura', exact: true });
    await card.getByRole('button', { name: 'Criar' }).click();
    const creator = page.getByRole('dialog', { name: 'Criar assinatura' });
    await drawSignature(page, creator, { drawTab: 'Desenhar', drawingArea: 'Área de desenho' });
    await creator.getByRole('button', { name: 'Salvar e usar' }).click();
    const created = page.getByRole('dialog', { name: 'Assinatura salva' });
    await created.getByRole('button', { name: 'OK' }).click();
    await card.getByRole('img', { name: 'Assinatura' }).waitFor();
    await card.getByRole('button', { name: 'Editar' }).waitFor();
    await shootBothWidths('3-signatures-pt-BR', () => card.getByRole('img').waitFor());
  });

  step('offers the saved signature when signing an envelope', async () => {
    await sendEnvelope(owner, 'Termo de adesão', [{ name: NEW_NAME, email: OWNER.email }]);
    await page.goto(`${stack.url}/business/documents/inbox`);
    await page
      .getByRole('row')
      .filter({ hasText: 'Termo de adesão' })
      .getByRole('button', { name: 'Assinar' })
      .click();
    await page
      .getByRole('dialog', { name: 'Informações do envelope' })
      .getByRole('button', { name: 'Continuar' })
      .click();
    const field = page.getByRole('button', { name: `Assinatura de ${NEW_NAME}`, exact: true });
    await field.click();
    // The profile's image is used as it is: no creator opens.
    await field.locator('img').waitFor();
    expect(await page.getByRole('dialog', { name: 'Criar assinatura' }).count()).toBe(0);
  });

  step('switches the language to Spanish and keeps it on the account', async () => {
    await page.goto(`${stack.url}/account/profile`);
    await page.getByRole('tab', { name: 'Minha conta' }).click();
    await page.getByRole('tabpanel').getByLabel('Idioma').selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
    expect((await me()).lang).toBe('es');
    await shootBothWidths('4-signatures-es', () => page.getByRole('tab', { name: 'Firmas' }).waitFor());
    await page.getByRole('tab', { name: 'Mi cuenta' }).click();
    await shootBothWidths('5-my-account-es', () => page.getByLabel('CPF').waitFor());
  });

  step('changes the password with the rule shown, then signs in again', async () => {
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const modal = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    const rule = (text: string) => modal.getByRole('listitem').filter({ hasText: text });
    await modal.getByLabel('Contraseña actual').fill(OWNER.password);
    await modal.getByLabel('Nueva contraseña', { exact: true }).fill('abc');
    expect(await rule('Al menos 10 caracteres').getAttribute('data-met')).toBe('false');
    expect(await rule('Una letra minúscula').getAttribute('data-met')).toBe('true');
    const submit = modal.getByRole('button', { name: 'Cambiar contraseña' });
    expect(await submit.isDisabled()).toBe(true);
    // Meets length and classes, but the server finds it too easy to guess.
    await modal.getByLabel('Nueva contraseña', { exact: true }).fill('Password123');
    for (const text of ['Al menos 10 caracteres', 'Una letra mayúscula', 'Un número'])
      expect(await rule(text).getAttribute('data-met')).toBe('true');
    await submit.click();
    await modal.getByText('Esta contraseña es demasiado común o fácil de adivinar: elija otra.').waitFor();
    expect(await rule('No puede ser fácil de adivinar').getAttribute('data-met')).toBe('false');
    await shootBothWidths('6-password-es', () => modal.waitFor());
    // A wrong current password is named and its field marked.
    await modal.getByLabel('Contraseña actual').fill('Ipe-Errado-2026');
    await modal.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await submit.click();
    await modal.getByRole('alert').filter({ hasText: 'La contraseña actual es incorrecta.' }).waitFor();
    expect(await modal.getByLabel('Contraseña actual').getAttribute('aria-invalid')).toBe('true');
    await modal.getByLabel('Contraseña actual').fill(OWNER.password);
    await submit.click();
    const done = page.getByRole('dialog', { name: 'Contraseña cambiada' });
    await done.getByText(/cerramos todas sus sesiones/).waitFor();
    // Every session ends, the one this page shares with the API client too (the gateway hears of
    // the revocation through an event).
    await pollUntil(
      async () => (await owner.api('GET', '/me')).status,
      (status) => status === 401,
      { timeoutMs: 15_000, everyMs: 250 },
    );
    await done.getByRole('button', { name: 'Iniciar sesión de nuevo' }).click();
    await submitSignInForm(page, OWNER.email, NEW_PASSWORD);
    await page.waitForURL(`${stack.url}/account/profile`);
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
  });
});
