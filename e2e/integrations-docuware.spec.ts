// An organization connects its DocuWare (the sandbox, speaking the Platform REST API) through the
// gateway, and every envelope it completes is archived there: the sealed documents and the
// signature page, byte for byte what the sender downloads, with Rubrica's index values, the push
// recorded on the envelope's history. Another organization sees none of it, cannot change or
// remove it, and its own completed envelopes never reach that DocuWare.
import { createHash } from 'node:crypto';
import {
  createDocuwareSandbox,
  type DocuwareSandbox,
} from '../services/notifications/src/integrations/docuware-sandbox/docuware-sandbox-server.js';
import { expectStatus } from './support/api-client.js';
import type { BrowserClient } from './support/browser-client.js';
import { pdfsigVerdicts, pollUntil, unzip } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { sendEnvelope, signFromEmail } from './support/signing-journey.js';

const SOFIA = {
  name: 'Sofia Arquivo',
  email: 'sofia@arquivo-orbita.example',
  password: 'Orbita-Arquivo-2026',
};
const OTTO = { name: 'Otto Outra', email: 'otto@outra-arquivo.example', password: 'Outra-Arquivo-2026' };
const ANA = { name: 'Ana Cliente', email: 'ana@cliente-arquivo.example' };
const BRUNO = { name: 'Bruno Cliente', email: 'bruno@cliente-arquivo.example' };

let sandbox: DocuwareSandbox;
let sandboxUrl: string;
let stack: EnvelopeStack;
let sofia: BrowserClient;
let otto: BrowserClient;
let integrationId: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const docuware = (config: Record<string, string> = {}) => ({
  type: 'docuware',
  config: {
    server_url: sandboxUrl,
    file_cabinet: 'Contratos',
    user: 'arquivo',
    password: 'Arquivo-2026!',
    ...config,
  },
});
const storedFor = (envelopeId: string) =>
  sandbox
    .documents()
    .filter((document) =>
      document.Fields.some((field) => field.FieldName === 'RUBRICA_ENVELOPE_ID' && field.Item === envelopeId),
    );

beforeAll(async () => {
  sandbox = createDocuwareSandbox({
    organization: 'Órbita',
    users: [{ name: 'arquivo', password: 'Arquivo-2026!' }],
  });
  sandboxUrl = await sandbox.listen(0, '127.0.0.1');
  stack = await startEnvelopeStack('integrations_docuware', {
    notificationsHttp: true,
    notifications: { DOCUWARE_SANDBOX_URL: sandboxUrl },
  });
  ({ browser: sofia } = await signedInWithOrganization(stack, SOFIA, 'Órbita'));
  ({ browser: otto } = await signedInWithOrganization(stack, OTTO, 'Outra'));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await sandbox?.close();
});

describe('DocuWare through the gateway', () => {
  it('connects after a successful test; another organization neither sees, changes nor removes it', async () => {
    const catalogue = await sofia.api('GET', '/organizations/integrations/all');
    expectStatus(catalogue, 200);
    expect(catalogue.body.data[0]).toMatchObject({ type: 'docuware', is_active: false });

    const refused = await sofia.api('POST', '/envelopes/integrations/login', {
      json: docuware({ password: 'x' }),
    });
    expectStatus(refused, 422);
    expect(refused.body.code).toBe('integrations.invalid_credentials');
    const tested = await sofia.api('POST', '/envelopes/integrations/login', { json: docuware() });
    expectStatus(tested, 200);
    expect(tested.body.file_cabinet.name).toBe('Contratos');
    const created = await sofia.api('POST', '/organizations/integrations', { json: docuware() });
    expectStatus(created, 201);
    integrationId = created.body.id;

    const theirs = await otto.api('GET', '/organizations/integrations');
    expectStatus(theirs, 200);
    expect(theirs.body.data).toEqual([]);
    expectStatus(await otto.api('DELETE', `/organizations/integrations/${integrationId}`), 404);
    expectStatus(
      await otto.api('PATCH', '/organizations/integrations', {
        json: docuware({ file_cabinet: 'Arquivo Geral' }),
      }),
      404,
    );
    // Naming Sofia's organization gets Otto nowhere: the gateway checks membership.
    const named = await otto.api('GET', '/organizations/integrations', { organization: sofia.organization });
    expect([403, 404]).toContain(named.status);
    const mine = await sofia.api('GET', '/organizations/integrations');
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: integrationId,
        config: expect.objectContaining({ file_cabinet: 'Contratos' }),
      }),
    ]);
  });

  it('archives a completed envelope’s sealed documents and signature page in the file cabinet, on its history', async () => {
    const ours = await sendEnvelope(sofia, 'Contrato de locação', [ANA]);
    const other = await sendEnvelope(otto, 'Contrato da Outra', [BRUNO]);
    await signFromEmail(stack, ANA);
    await signFromEmail(stack, BRUNO);
    for (const [client, id] of [
      [sofia, ours.id],
      [otto, other.id],
    ] as const) {
      const settled = await pollUntil(
        async () => (await client.api('GET', `/envelopes/${id}`)).body,
        (body) => ['completed', 'halted'].includes(body.state),
        { timeoutMs: 90_000, everyMs: 500 },
      );
      expect(settled.state).toBe('completed');
    }

    const stored = await pollUntil(
      async () => storedFor(ours.id),
      (documents) => documents.length >= 2,
      { timeoutMs: 60_000, everyMs: 250 },
    );
    // The signature page under its download's name, in the envelope's language (pt-BR here).
    expect(stored.map((document) => document.FileName)).toEqual([
      'contrato.pdf',
      'Contrato de locação - folha de assinaturas.pdf',
    ]);
    expect(stored.every((document) => document.StoredBy === 'arquivo')).toBe(true);

    // The very bytes the sender downloads: sealed, and valid for pdfsig.
    const zip = await sofia.api('GET', `/envelopes/${ours.id}/download`);
    expectStatus(zip, 200);
    // One document comes as itself, several as a zip.
    const sealed = zip.headers.get('content-type')?.includes('zip')
      ? [...unzip(zip.body).values()][0]!
      : (zip.body as Buffer);
    const archived = sandbox.fileOf(stored[0]!.Id)!;
    expect(sha256(archived)).toBe(sha256(sealed));
    expect(await pdfsigVerdicts(archived)).toContain('Signature is Valid.');
    const sheet = await sofia.api('GET', `/envelopes/${ours.id}/background-sheet/download`);
    expectStatus(sheet, 200);
    expect(sha256(sandbox.fileOf(stored[1]!.Id)!)).toBe(sha256(sheet.body));
    expect(stored[0]!.Fields).toEqual(
      expect.arrayContaining([
        { FieldName: 'RUBRICA_TITLE', Item: 'Contrato de locação', ItemElementName: 'String' },
        { FieldName: 'RUBRICA_SHA256', Item: sha256(sealed), ItemElementName: 'String' },
      ]),
    );

    const history = await pollUntil(
      async () =>
        (await sofia.api('GET', `/envelopes/${ours.id}/events?per_page=100`)).body.data as Array<{
          type: string;
          message: string;
        }>,
      (entries) => entries.some((entry) => entry.type === 'integration.pushed'),
      { timeoutMs: 30_000, everyMs: 250 },
    );
    const pushed = history.find((entry) => entry.type === 'integration.pushed')!;
    expect(pushed.message).toMatch(/DocuWare/);
    expect(pushed.message).toMatch(/Contratos/);

    // Otto's completed envelope went nowhere near Sofia's DocuWare.
    expect(storedFor(other.id)).toEqual([]);
    expect(JSON.stringify(sandbox.documents())).not.toContain('Contrato da Outra');
  });
});
