// The integrations and webhooks screens in a real browser against the whole stack (the
// notifications HTTP process and worker behind the gateway, a DocuWare sandbox, and a webhook
// receiver of the test's own on 127.0.0.2, the one private address this install allows). The owner
// connects DocuWare after a refused and a successful test, sees it active and disconnects it;
// registers a webhook endpoint, keeps the secret shown once, sends a test event that the receiver
// verifies with that secret (Standard Webhooks), reads the delivery log, filters it, redelivers the
// event and rotates the secret; an address the guard refuses shows under the field. A member
// without the owner's rights is sent to the profile and the server refuses them. Screens are shot
// at 1366 and 360 px in pt-BR and es.
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';

import {
  createDocuwareSandbox,
  type DocuwareSandbox,
} from '../services/notifications/src/integrations/docuware-sandbox/docuware-sandbox-server.js';
import {
  blockingViolations,
  memberSentToProfile,
  orderedSteps,
  shoot,
  shootBothWidths as shootAt,
  signedInPage,
  WAIT_MS,
} from './support/account-screens.js';
import type { BrowserClient } from './support/browser-client.js';
import { launchChromium } from './support/chromium.js';
import { pollUntil } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-integrations');
const RECEIVER_HOST = '127.0.0.2';
const stamp = Date.now();
const OWNER = { name: 'Sofia Lima', email: `sofia.${stamp}@orbita.example`, password: 'Orbita-Integra-2026' };
const MEMBER = { name: 'Caio Prado', email: `caio.${stamp}@orbita.example`, password: 'Orbita-Membro-2026' };
const DOCUWARE_USER = { name: 'arquivo', password: 'Arquivo-2026!' };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let sandbox: DocuwareSandbox;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let stack: EnvelopeStack;
let owner: BrowserClient;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let secret = '';

const step = orderedSteps(() => page, SHOTS);
const shot = (target: Page, name: string) => shoot(target, SHOTS, name);
const shootBothWidths = (name: string, ready: () => Promise<void>) => shootAt(page, SHOTS, name, ready);
const pageFor = (client: BrowserClient, organization: string) =>
  signedInPage(browser, contexts, stack.url, client, organization);
const dialog = () => page.getByRole('dialog');
const receivedAtLeast = (count: number) =>
  pollUntil(
    async () => received.length,
    (length) => length >= count,
    { timeoutMs: WAIT_MS },
  );
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SHOTS, { recursive: true });
  sandbox = createDocuwareSandbox({ organization: 'Órbita', users: [DOCUWARE_USER] });
  const sandboxUrl = await sandbox.listen(0, '127.0.0.1');
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('recebido');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, RECEIVER_HOST, resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  receiverUrl = `http://${RECEIVER_HOST}:${receiverPort}/rubrica`;
  stack = await startEnvelopeStack('web_integrations', {
    notificationsHttp: true,
    notifications: {
      DOCUWARE_SANDBOX_URL: sandboxUrl,
      OUTBOUND_ALLOWED_PRIVATE_NETWORKS: `${RECEIVER_HOST}/32`,
      OUTBOUND_ALLOWED_PORTS: `80,443,${receiverPort}`,
    },
  });
  ({ browser: owner } = await signedInWithOrganization(stack, OWNER, 'Órbita'));
  browser = await launchChromium();
  page = await pageFor(owner, owner.organization!);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
  await sandbox?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('the integrations screens', () => {
  step('open on All tools from the account sidebar, with DocuWare in the catalogue', async () => {
    await page.goto(`${stack.url}/account/profile`);
    await page
      .getByRole('navigation', { name: 'Navegação da conta' })
      .getByRole('link', { name: 'Integrações' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Integrações' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/integrations/alltools');
    await page.getByRole('heading', { level: 2, name: 'DocuWare' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  step('test refused, edit resets, test passes, save: DocuWare is active', async () => {
    await page.getByRole('button', { name: 'Configurar DocuWare' }).click();
    const modal = dialog();
    const save = modal.getByRole('button', { name: 'Salvar' });
    // Outside production the catalogue suggests the sandbox's address.
    expect(await modal.getByLabel(/^URL do servidor/).inputValue()).not.toBe('');
    await modal.getByLabel(/^Armário/).fill('Contratos');
    await modal.getByLabel(/^Usuário/).fill(DOCUWARE_USER.name);
    await modal.getByLabel(/^Senha/).fill('senha-errada');
    expect(await save.isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Testar conexão' }).click();
    await modal.getByRole('status').filter({ hasText: 'Falha no teste da integração' }).waitFor();
    expect(await modal.getByLabel(/^Senha/).getAttribute('aria-invalid')).toBe('true');
    expect(await save.isDisabled()).toBe(true);
    await modal.getByLabel(/^Senha/).fill(DOCUWARE_USER.password);
    await modal.getByRole('status').filter({ hasText: 'Teste a conexão para poder salvar.' }).waitFor();
    await modal.getByRole('button', { name: 'Testar conexão' }).click();
    await modal.getByRole('status').filter({ hasText: 'Conexão bem-sucedida' }).waitFor();
    await shootBothWidths('1-configure-modal-pt-BR', () => modal.getByRole('status').waitFor());
    expect(await blockingViolations(page)).toEqual([]);
    await save.click();
    await status('Integração DocuWare salva.');
    await page.getByRole('link', { name: 'Integrações ativas' }).click();
    await page.getByText('Conectada').waitFor();
    const listed = await owner.api('GET', '/organizations/integrations');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ type: 'docuware', is_active: true })]);
    await shootBothWidths('2-active-integrations-pt-BR', () => page.getByText('Conectada').waitFor());
  });

  step('disconnects DocuWare with the spec message', async () => {
    await page.getByRole('button', { name: 'Desconectar DocuWare' }).click();
    await dialog().getByRole('button', { name: 'Desconectar' }).click();
    await status('Integração DocuWare desconectada com sucesso');
    await page.getByText('Nenhuma integração configurada.').waitFor();
    expect((await owner.api('GET', '/organizations/integrations')).body.data).toEqual([]);
  });
});

describe('the webhooks screen', () => {
  step('refuses an address the outbound guard does not allow, under the URL field', async () => {
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByText('Nenhum endpoint cadastrado.').waitFor();
    await page.getByRole('button', { name: 'Novo endpoint' }).click();
    await dialog().getByLabel('URL do endpoint').fill('http://0x7f000001/ganchos');
    await dialog().getByRole('checkbox', { name: 'Todos os eventos' }).check();
    await dialog().getByRole('button', { name: 'Cadastrar' }).click();
    await dialog().getByRole('alert').waitFor();
    expect(await dialog().getByLabel('URL do endpoint').getAttribute('aria-invalid')).toBe('true');
    expect(await owner.api('GET', '/organizations/integrations/webhooks')).toMatchObject({
      body: { data: [] },
    });
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
  });

  step('registers an endpoint and shows its secret once', async () => {
    await page.getByRole('button', { name: 'Novo endpoint' }).click();
    await dialog().getByLabel('URL do endpoint').fill(receiverUrl);
    await dialog().getByLabel('Descrição (opcional)').fill('ERP da Órbita');
    await dialog()
      .getByRole('checkbox', { name: /Envelope concluído/ })
      .check();
    await dialog()
      .getByRole('checkbox', { name: /Envelope enviado/ })
      .check();
    await dialog().getByRole('button', { name: 'Cadastrar' }).click();
    const shown = page.getByRole('dialog', { name: 'Endpoint cadastrado' });
    secret = await shown.getByLabel('Segredo de assinatura').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shot(page, '3-secret-once-pt-BR-1366');
    await shown.getByRole('button', { name: 'Já copiei' }).click();
    await page.getByRole('heading', { level: 2, name: receiverUrl }).waitFor();
    const listed = await owner.api('GET', '/organizations/integrations/webhooks');
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  step('sends a test event the receiver verifies with that secret, and shows it in the log', async () => {
    await page.getByRole('button', { name: 'Enviar evento de teste' }).click();
    await status('Evento de teste enviado.');
    await receivedAtLeast(1);
    const delivered = new Webhook(secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    ) as {
      type: string;
    };
    expect(delivered.type).toBe('webhook.test');
    await page.getByRole('link', { name: 'Entregas' }).click();
    const table = page.getByRole('table', { name: `Entregas para ${receiverUrl}` });
    const row = table.getByRole('row').filter({ hasText: 'Evento de teste' }).first();
    await pollUntil(
      async () => {
        await page.getByRole('button', { name: 'Atualizar' }).click();
        return row.getByText('Entregue').count();
      },
      (count) => count === 1,
      { timeoutMs: WAIT_MS, everyMs: 500 },
    );
    await row.getByRole('button', { name: 'Detalhes' }).click();
    await table.getByText('recebido').waitFor();
    await shootBothWidths('4-delivery-log-pt-BR', () => table.waitFor());
    expect(await blockingViolations(page)).toEqual([]);
  });

  step('filters the log by status and redelivers the event with the same id', async () => {
    await page.getByLabel('Situação').selectOption('failed');
    await page.getByText('Nenhuma entrega nesta situação.').waitFor();
    await page.getByLabel('Situação').selectOption('');
    const row = page.getByRole('row').filter({ hasText: 'Evento de teste' }).first();
    await row.getByRole('button', { name: 'Reenviar' }).click();
    await status('Evento reenviado.');
    await receivedAtLeast(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    new Webhook(secret).verify(received[1]!.body, received[1]!.headers as Record<string, string>);
  });

  step(
    'rotates the secret: the new one is shown once and the old one still signs for the overlap',
    async () => {
      await page.getByRole('button', { name: 'Girar segredo' }).click();
      await dialog()
        .getByLabel(/continua assinando junto/)
        .selectOption(String(24 * 3600));
      await dialog().getByRole('button', { name: 'Girar' }).click();
      const shown = page.getByRole('dialog', { name: 'Novo segredo de assinatura' });
      const rotated = await shown.getByLabel('Segredo de assinatura').inputValue();
      expect(rotated).not.toBe(secret);
      await shown.getByRole('button', { name: 'Já copiei' }).click();
      await page.getByText(/O segredo anterior continua assinando até/).waitFor();
      const before = received.length;
      await page.getByRole('button', { name: 'Enviar evento de teste' }).click();
      await receivedAtLeast(before + 1);
      const latest = received.at(-1)!;
      new Webhook(rotated).verify(latest.body, latest.headers as Record<string, string>);
      new Webhook(secret).verify(latest.body, latest.headers as Record<string, string>);
    },
  );

  step('reads in Spanish after the owner switches the language', async () => {
    await page.getByLabel('Idioma').first().selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Integraciones' }).waitFor();
    await page.getByRole('table', { name: `Entregas a ${receiverUrl}` }).waitFor();
    await shootBothWidths('5-webhooks-es', () =>
      page.getByRole('heading', { level: 2, name: 'Registro de entregas' }).waitFor(),
    );
    await page.getByRole('link', { name: 'Todas las herramientas' }).click();
    await page.getByRole('button', { name: 'Configurar DocuWare' }).click();
    await page
      .getByRole('dialog', { name: 'Configurar DocuWare' })
      .getByText('Pruebe la conexión para poder guardar.')
      .waitFor();
    await shootBothWidths('6-configure-modal-es', () => page.getByRole('dialog').waitFor());
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await shootBothWidths('7-all-tools-es', () =>
      page.getByRole('heading', { level: 2, name: 'DocuWare' }).waitFor(),
    );
  });
});

describe('a member without the owner rights', () => {
  step(
    'is sent to the profile, sees no entry, and the server refuses the integrations and webhooks calls',
    async () => {
      const member = await memberSentToProfile(
        { browser, contexts, stack, owner, account: MEMBER },
        ['/account/integrations', '/account/integrations/webhooks'],
        'Integrações',
      );
      for (const [method, path] of [
        ['GET', '/organizations/integrations/all'],
        ['GET', '/organizations/integrations'],
        ['GET', '/organizations/integrations/webhooks'],
        ['POST', '/organizations/integrations/webhooks'],
      ] as const) {
        const answer = await member.api(
          method,
          path,
          method === 'POST' ? { json: { url: receiverUrl, event_types: ['envelope.sent'] } } : {},
        );
        expect([path, answer.status]).toEqual([path, 403]);
      }
    },
    180_000,
  );
});
