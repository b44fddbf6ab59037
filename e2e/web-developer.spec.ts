// The developer area in a real browser against the whole stack. The owner creates a confidential
// application (confidential unless marked public), keeps the secret shown once and gets a token
// with it through the standard OAuth library; recreating the secret shows a new one, with which a
// token is issued while the old one is refused; publishing is one way and ends the 7-day sandbox
// notice; a public application shows no secret and cannot recreate one; deleting removes it. The
// documentation tab opens the gateway's API reference. A member without the owner rights is sent
// to the profile and the server refuses them a new application. Screens are shot at 1366 and 360 px
// in pt-BR and es.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { oauthApp } from './support/bearer-client.js';
import {
  blockingViolations,
  memberSentToProfile,
  orderedSteps,
  shootBothWidths as shootAt,
  signedInPage,
} from './support/account-screens.js';
import type { BrowserClient } from './support/browser-client.js';
import { launchChromium } from './support/chromium.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-developer');
const stamp = Date.now();
const OWNER = { name: 'Olga Reis', email: `olga.${stamp}@orbita-dev.example`, password: 'Orbita-Devs-2026' };
const MEMBER = {
  name: 'Ivo Matos',
  email: `ivo.${stamp}@orbita-dev.example`,
  password: 'Orbita-Membro-2026',
};

let stack: EnvelopeStack;
let owner: BrowserClient;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let clientId = '';
let firstSecret = '';

const step = orderedSteps(() => page, SHOTS);
const shootBothWidths = (name: string, ready: () => Promise<void>) => shootAt(page, SHOTS, name, ready);
const pageFor = (client: BrowserClient, organization: string) =>
  signedInPage(browser, contexts, stack.url, client, organization);
const dialog = () => page.getByRole('dialog');
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const card = (name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/** Whether the OAuth token endpoint issues a client-credentials token to this id and secret. */
const tokenIssued = async (id: string, secret: string) => {
  try {
    const app = await oauthApp(stack.url, id, secret);
    const client = await app.client(owner.organization);
    return (await client.api('GET', '/me')).status === 200;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SHOTS, { recursive: true });
  stack = await startEnvelopeStack('web_developer');
  ({ browser: owner } = await signedInWithOrganization(stack, OWNER, 'Órbita Dev'));
  browser = await launchChromium();
  page = await pageFor(owner, owner.organization!);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('the developer area', () => {
  step('opens manage applications from the account sidebar, with the empty state', async () => {
    await page.goto(`${stack.url}/account/profile`);
    await page
      .getByRole('navigation', { name: 'Navegação da conta' })
      .getByRole('link', { name: 'Desenvolvedor' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Desenvolvedor' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/developer/manageapplications');
    await page.getByText('Você ainda não tem aplicações.', { exact: false }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  step('creates a confidential application whose secret, shown once, gets a token', async () => {
    await page.getByRole('button', { name: 'Nova aplicação' }).click();
    await dialog().getByLabel('Nome').fill('Portal do RH');
    await dialog().getByLabel('URL de redirecionamento').fill('rh.orbita.example/callback');
    expect(
      await dialog()
        .getByRole('checkbox', { name: /Aplicação pública/ })
        .isChecked(),
    ).toBe(false);
    await shootBothWidths('1-create-pt-BR', () => dialog().waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Criar aplicação' }).click();
    const shown = page.getByRole('dialog', { name: 'Aplicação criada' });
    firstSecret = await shown.getByLabel('Segredo do cliente').inputValue();
    clientId = /ID do cliente ([0-9a-f]+)/.exec((await shown.textContent()) ?? '')![1]!;
    await shootBothWidths('2-secret-once-pt-BR', () => shown.waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Já copiei' }).click();
    const info = page.getByRole('dialog', { name: 'Sua aplicação está no sandbox' });
    await info.getByText(/expiram 7 dias após a criação/).waitFor();
    await info.getByRole('button', { name: 'OK' }).click();
    expect(await tokenIssued(clientId, firstSecret)).toBe(true);
    const listed = await owner.api('GET', '/oauth/clients');
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: clientId,
        redirect: 'https://rh.orbita.example/callback',
        is_confidential: true,
        is_sandbox: true,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(firstSecret);
    await card('Portal do RH')
      .getByText(/^Sandbox: esta aplicação e os seus dados expiram em/)
      .waitFor();
  });

  step('recreates the secret: the new one is shown once and works, the old one is refused', async () => {
    await card('Portal do RH').getByRole('button', { name: 'Recriar segredo' }).click();
    await dialog().getByRole('button', { name: 'Recriar' }).click();
    const shown = page.getByRole('dialog', { name: 'Novo segredo' });
    const secondSecret = await shown.getByLabel('Segredo do cliente').inputValue();
    await shown.getByRole('button', { name: 'Já copiei' }).click();
    expect(secondSecret).not.toBe(firstSecret);
    expect(await tokenIssued(clientId, secondSecret)).toBe(true);
    expect(await tokenIssued(clientId, firstSecret)).toBe(false);
  });

  step('publishes to production one way: the sandbox notice and the publish action go', async () => {
    await card('Portal do RH').getByRole('button', { name: 'Publicar em produção' }).click();
    await dialog()
      .getByText(/Não é possível voltar ao sandbox/)
      .waitFor();
    await dialog().getByRole('button', { name: 'Publicar' }).click();
    await status('Aplicação publicada.');
    await card('Portal do RH').getByText('Produção', { exact: true }).waitFor();
    expect(await card('Portal do RH').getByRole('button', { name: 'Publicar em produção' }).count()).toBe(0);
    expect(
      await card('Portal do RH')
        .getByText(/expiram em/)
        .count(),
    ).toBe(0);
    const again = await owner.api('POST', `/oauth/clients/${clientId}/deploy`);
    expect(again.status).toBe(422);
  });

  step('creates a public application: no secret, nothing to recreate', async () => {
    await page.getByRole('button', { name: 'Nova aplicação' }).click();
    await dialog().getByLabel('Nome').fill('App do celular');
    await dialog().getByLabel('URL de redirecionamento').fill('http://localhost:5173/callback');
    await dialog()
      .getByRole('checkbox', { name: /Aplicação pública/ })
      .check();
    await dialog().getByRole('button', { name: 'Criar aplicação' }).click();
    const info = page.getByRole('dialog', { name: 'Sua aplicação está no sandbox' });
    await info.getByText(/Aplicação pública: use o ID do cliente com PKCE/).waitFor();
    await info.getByRole('button', { name: 'OK' }).click();
    const publicCard = card('App do celular');
    await publicCard.getByText('Pública', { exact: true }).waitFor();
    expect(await publicCard.getByRole('button', { name: 'Recriar segredo' }).count()).toBe(0);
    await shootBothWidths('3-applications-pt-BR', () => publicCard.waitFor());
  });

  step('deletes an application after confirming', async () => {
    await card('App do celular').getByRole('button', { name: 'Excluir' }).click();
    await dialog().getByRole('button', { name: 'Excluir' }).click();
    await status('Aplicação App do celular excluída.');
    await card('App do celular').waitFor({ state: 'detached' });
    const listed = await owner.api('GET', '/oauth/clients');
    expect(listed.body.data.map((client: { name: string }) => client.name)).toEqual(['Portal do RH']);
  });

  step('links the API reference the gateway serves, in a new tab', async () => {
    await page.getByRole('link', { name: 'Documentação' }).click();
    const link = page.getByRole('link', { name: /Abrir a referência da API/ });
    expect(await link.getAttribute('href')).toBe('/api/docs');
    expect(await link.getAttribute('target')).toBe('_blank');
    const reference = await page.request.get(`${stack.url}/api/docs`);
    expect(reference.status()).toBe(200);
    await shootBothWidths('4-documentation-pt-BR', () => link.waitFor());
    expect(await blockingViolations(page)).toEqual([]);
  });

  step('reads in Spanish after the owner switches the language', async () => {
    await page.getByLabel('Idioma').first().selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Desarrollador' }).waitFor();
    await shootBothWidths('5-documentation-es', () =>
      page.getByRole('link', { name: /Abrir la referencia de la API/ }).waitFor(),
    );
    await page.getByRole('link', { name: 'Administrar aplicaciones' }).click();
    await card('Portal do RH').getByText('Producción', { exact: true }).waitFor();
    await shootBothWidths('6-applications-es', () => card('Portal do RH').waitFor());
    await page.getByRole('button', { name: 'Nueva aplicación' }).click();
    await shootBothWidths('7-create-es', () =>
      page.getByRole('dialog', { name: 'Nueva aplicación' }).waitFor(),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  });
});

describe('a member without the owner rights', () => {
  step(
    'is sent to the profile, sees no developer entry, and the server refuses a new application',
    async () => {
      const member = await memberSentToProfile(
        { browser, contexts, stack, owner, account: MEMBER },
        ['/account/developer', '/account/developer/documentation'],
        'Desenvolvedor',
      );
      const refused = await member.api('POST', '/oauth/clients', {
        json: { name: 'Atalho', redirect: 'https://atalho.example/cb', confidential: true },
      });
      expect(refused.status).toBe(403);
      // Nor do the owner's applications show to them.
      const listed = await member.api('GET', '/oauth/clients');
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([]);
    },
    180_000,
  );
});
