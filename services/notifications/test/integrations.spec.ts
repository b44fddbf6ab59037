import { randomBytes, randomUUID } from 'node:crypto';
import { FsBlobStore } from '@rubrica/blob';
import { asGateway, specTemporaryDirectory } from '@rubrica/testing';
import {
  createDocuwareSandbox,
  type DocuwareSandbox,
} from '../src/integrations/docuware-sandbox/docuware-sandbox-server.js';
import { IntegrationPushReconciler } from '../src/integrations/integration-push.reconciler.js';
import { startWebhooksTestStack, type ApiBody, type WebhooksTestStack } from './webhooks-test-stack.js';

const BASE = '/organizations/integrations';
const LOGIN = '/envelopes/integrations/login';

let stack: WebhooksTestStack;
let sandbox: DocuwareSandbox;
let sandboxUrl: string;
const blobRoot = specTemporaryDirectory('rubrica-integrations-blobs-');
let blobs: FsBlobStore;
// Each test works in organizations of its own.
let orgA: { userId: string; organizationId: string };
let orgB: { userId: string; organizationId: string };

beforeAll(async () => {
  sandbox = createDocuwareSandbox({
    organization: 'Matriz',
    users: [{ name: 'ana', password: 'segredo-ana' }],
  });
  sandboxUrl = await sandbox.listen(0, '127.0.0.1');
  const blobSecret = randomBytes(32).toString('base64');
  blobs = new FsBlobStore(blobRoot, { urlSecret: blobSecret, publicBaseUrl: 'http://127.0.0.1:1' });
  stack = await startWebhooksTestStack('integrations', {
    DOCUWARE_SANDBOX_URL: sandboxUrl,
    DOCUWARE_TIMEOUT_MS: '5000',
    BLOB_FS_ROOT: blobRoot,
    BLOB_URL_SECRET: blobSecret,
    INTEGRATION_EVENTS_DURABLE: `integrations-${randomUUID()}`,
    INTEGRATION_PUSH_ATTEMPTS: '3',
    INTEGRATION_PUSH_BACKOFF_MS: '50',
  });
}, 60_000);

beforeEach(() => {
  orgA = { userId: randomUUID(), organizationId: randomUUID() };
  orgB = { userId: randomUUID(), organizationId: randomUUID() };
});

afterAll(async () => {
  await stack?.close();
  await sandbox?.close();
});

const docuware = (config: Record<string, string> = {}) => ({
  type: 'docuware',
  config: {
    server_url: sandboxUrl,
    file_cabinet: 'Contratos',
    user: 'ana',
    password: 'segredo-ana',
    ...config,
  },
});

async function connect(caller = orgA, config: Record<string, string> = {}) {
  const answer = await stack.call(caller, 'POST', BASE, docuware(config));
  expect(answer.status).toBe(201);
  return answer.body as { id: string };
}

/** A completed envelope of `organizationId` whose sealed document and signature page are in the blob store. */
async function completeEnvelope(organizationId: string, options: { isSandbox?: boolean } = {}) {
  const envelopeId = randomUUID();
  const document = Buffer.from(`%PDF-1.7 signed ${envelopeId}\n%%EOF\n`);
  const page = Buffer.from(`%PDF-1.7 signature page ${envelopeId}\n%%EOF\n`);
  const documentBlob = await blobs.put(`envelopes/${envelopeId}/signed/doc.pdf`, document);
  const pageBlob = await blobs.put(`envelopes/${envelopeId}/signature-page.pdf`, page);
  await stack.publish('rubrica.envelopes.envelope.completed', randomUUID(), {
    envelopeId,
    organizationId,
    isSandbox: options.isSandbox ?? false,
    occurredAt: new Date().toISOString(),
    title: 'Contrato de locação',
    state: 'ENVELOPE_STATE_COMPLETED',
    documents: [
      {
        id: randomUUID(),
        name: 'Contrato',
        blobKey: `envelopes/${envelopeId}/doc.pdf`,
        signedBlobKey: documentBlob.key,
        signedSha256: documentBlob.sha256,
      },
    ],
    signaturePageBlobKey: pageBlob.key,
    signaturePageSha256: pageBlob.sha256,
    // Named by envelopes in the envelope's language (a Spanish sender's here).
    signaturePageName: 'Contrato de locación - hoja de firmas.pdf',
  });
  return { envelopeId, document, page };
}

async function pushOutcome(envelopeId: string) {
  return stack.until(async () => {
    const [row] = (await stack.db.query(
      `SELECT subject, payload FROM outbox_events
       WHERE subject LIKE 'rubrica.notifications.integration.%' AND payload->>'envelopeId' = $1`,
      [envelopeId],
    )) as Array<{ subject: string; payload: Record<string, unknown> }>;
    return row;
  });
}

describe('the integrations API', () => {
  it('lists the catalogue with DocuWare, its fields and the sandbox address, worded in the caller’s language', async () => {
    const answer = await stack.call(orgA, 'GET', `${BASE}/all`);
    expect(answer.status).toBe(200);
    const [tool] = answer.body.data;
    expect(tool).toMatchObject({ type: 'docuware', value: 'docuware', name: 'DocuWare', is_active: false });
    expect(tool.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(tool.description).toMatch(/armário do DocuWare/);
    expect(
      tool.config_fields.map((field: { name: string; type: string; required: boolean }) => [
        field.name,
        field.type,
        field.required,
      ]),
    ).toEqual([
      ['server_url', 'url', true],
      ['file_cabinet', 'text', true],
      ['user', 'text', true],
      ['password', 'password', true],
    ]);
    expect(tool.config_fields[0].default).toBe(sandboxUrl);

    const headers = await asGateway('notifications', {
      'x-user-id': orgA.userId,
      'x-organization-id': orgA.organizationId,
      'x-organization-owner': 'true',
      'x-organization-personal': 'false',
      'accept-language': 'es-419,es;q=0.9',
    });
    const spanish = (await (await fetch(`${stack.api}${BASE}/all`, { headers })).json()) as ApiBody;
    expect(spanish.data[0].description).toMatch(/archivador de DocuWare/);
    expect(spanish.data[0].config_fields[1].label).toBe('Archivador');
  });

  it('tests credentials without storing them, and says which field is wrong', async () => {
    const ok = await stack.call(orgA, 'POST', LOGIN, docuware());
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, file_cabinet: { name: 'Contratos' } });
    expect((await stack.call(orgA, 'GET', BASE)).body.data).toEqual([]);

    const wrongPassword = await stack.call(orgA, 'POST', LOGIN, docuware({ password: 'errada' }));
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body).toMatchObject({
      code: 'integrations.invalid_credentials',
      errors: { 'config.user': [expect.any(String)], 'config.password': [expect.any(String)] },
      field_codes: { 'config.password': [{ code: 'integrations.invalid_credentials' }] },
    });
    const noCabinet = await stack.call(orgA, 'POST', LOGIN, docuware({ file_cabinet: 'Faturas' }));
    expect(noCabinet.status).toBe(422);
    expect(noCabinet.body).toMatchObject({
      code: 'integrations.file_cabinet_not_found',
      errors: { 'config.file_cabinet': [expect.any(String)] },
    });
    const notDocuware = await stack.call(orgA, 'POST', LOGIN, docuware({ server_url: `${sandboxUrl}/nada` }));
    expect(notDocuware.status).toBe(422);
    expect(notDocuware.body.code).toBe('integrations.server_unavailable');
    // The SSRF guard: a metadata address is never called.
    const metadata = await stack.call(
      orgA,
      'POST',
      LOGIN,
      docuware({ server_url: 'http://169.254.169.254/' }),
    );
    expect(metadata.status).toBe(422);
    expect(metadata.body).toMatchObject({
      code: 'outbound.address_refused',
      errors: { 'config.server_url': [expect.any(String)] },
    });
  });

  it('refuses incomplete or malformed input with the field errors, before calling anything', async () => {
    for (const [body, fields] of [
      [{}, ['type']],
      [{ type: 'sharepoint', config: {} }, ['type']],
      [{ type: 'docuware' }, ['config']],
      [
        { type: 'docuware', config: { server_url: 'ftp://arquivo.example', file_cabinet: '', user: 'ana' } },
        ['config.server_url', 'config.file_cabinet', 'config.password'],
      ],
      [
        {
          type: 'docuware',
          config: {
            server_url: `https://${'a'.repeat(2050)}.example`,
            file_cabinet: 'c'.repeat(201),
            user: 'u'.repeat(201),
            password: 'p'.repeat(501),
          },
        },
        ['config.server_url', 'config.file_cabinet', 'config.user', 'config.password'],
      ],
    ] as const) {
      for (const path of [LOGIN, BASE]) {
        const answer = await stack.call(orgA, 'POST', path, body);
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe('validation.failed');
        expect(Object.keys(answer.body.errors).sort()).toEqual([...fields].sort());
      }
    }
    const patch = await stack.call(orgA, 'PATCH', BASE, { type: 'docuware', config: { user: 'ana' } });
    expect(patch.status).toBe(422);
    expect(Object.keys(patch.body.errors).sort()).toEqual(['config.file_cabinet', 'config.server_url']);
  });

  it('connects DocuWare once, keeps the password sealed and never shows it, changes and disconnects it', async () => {
    // A config whose test fails is not kept.
    const refused = await stack.call(orgA, 'POST', BASE, docuware({ password: 'errada' }));
    expect(refused.status).toBe(422);
    expect((await stack.call(orgA, 'GET', BASE)).body.data).toEqual([]);

    const created = await stack.call(orgA, 'POST', BASE, docuware());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'docuware',
      name: 'DocuWare',
      is_active: true,
      config: { server_url: sandboxUrl, file_cabinet: 'Contratos', user: 'ana' },
    });
    expect(JSON.stringify(created.body)).not.toContain('segredo-ana');
    const [row] = await stack.db.query('SELECT * FROM integrations WHERE id = $1', [created.body.id]);
    expect(JSON.stringify(row)).not.toContain('segredo-ana');
    expect(row.config_sealed).toMatch(/^v1\./);

    const listed = await stack.call(orgA, 'GET', BASE);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: created.body.id, type: 'docuware' })]);
    expect(JSON.stringify(listed.body)).not.toContain('segredo-ana');
    expect((await stack.call(orgA, 'GET', `${BASE}/all`)).body.data[0].is_active).toBe(true);

    const again = await stack.call(orgA, 'POST', BASE, docuware());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('integrations.already_configured');

    // An edit without the password keeps the stored one (and is tested with it).
    const { password: _password, ...withoutPassword } = docuware({ file_cabinet: 'Arquivo Geral' }).config;
    const changed = await stack.call(orgA, 'PATCH', BASE, { type: 'docuware', config: withoutPassword });
    expect(changed.status).toBe(200);
    expect(changed.body.config.file_cabinet).toBe('Arquivo Geral');
    // A change whose test fails leaves the integration as it was.
    const badChange = await stack.call(orgA, 'PATCH', BASE, docuware({ password: 'errada' }));
    expect(badChange.status).toBe(422);
    expect((await stack.call(orgA, 'GET', BASE)).body.data[0].config.file_cabinet).toBe('Arquivo Geral');

    const removed = await stack.call(orgA, 'DELETE', `${BASE}/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await stack.call(orgA, 'GET', BASE)).body.data).toEqual([]);
    expect((await stack.call(orgA, 'DELETE', `${BASE}/${created.body.id}`)).status).toBe(404);
    expect((await stack.call(orgA, 'PATCH', BASE, docuware())).status).toBe(404);
    expect((await stack.call(orgA, 'DELETE', `${BASE}/not-a-uuid`)).status).toBe(404);
  });

  it('is for administrators only (organization §6)', async () => {
    const member = { ...orgA, owner: false };
    for (const [method, path, body] of [
      ['GET', `${BASE}/all`, undefined],
      ['GET', BASE, undefined],
      ['POST', BASE, docuware()],
      ['PATCH', BASE, docuware()],
      ['DELETE', `${BASE}/${randomUUID()}`, undefined],
      ['POST', LOGIN, docuware()],
    ] as const) {
      const answer = await stack.call(member, method, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
  });

  it('lets a second organization neither see, change nor trigger the first one’s integration', async () => {
    const mine = await connect(orgA);
    expect((await stack.call(orgB, 'GET', BASE)).body.data).toEqual([]);
    expect((await stack.call(orgB, 'GET', `${BASE}/all`)).body.data[0].is_active).toBe(false);
    expect((await stack.call(orgB, 'DELETE', `${BASE}/${mine.id}`)).status).toBe(404);
    // Its PATCH reaches only its own (none), whatever the body says.
    expect((await stack.call(orgB, 'PATCH', BASE, docuware({ file_cabinet: 'Arquivo Geral' }))).status).toBe(
      404,
    );
    const still = (await stack.call(orgA, 'GET', BASE)).body.data;
    expect(still).toEqual([
      expect.objectContaining({
        id: mine.id,
        config: expect.objectContaining({ file_cabinet: 'Contratos' }),
      }),
    ]);

    // Its completed envelopes push nothing into the first one's DocuWare.
    const before = sandbox.documents().length;
    const theirs = await completeEnvelope(orgB.organizationId);
    const ours = await completeEnvelope(orgA.organizationId);
    expect((await pushOutcome(ours.envelopeId)).subject).toBe('rubrica.notifications.integration.pushed');
    const stored = sandbox.documents().slice(before);
    expect(
      stored.map(
        (document) => document.Fields.find((field) => field.FieldName === 'RUBRICA_ENVELOPE_ID')?.Item,
      ),
    ).toEqual([ours.envelopeId, ours.envelopeId]);
    expect(JSON.stringify(stored)).not.toContain(theirs.envelopeId);
  });
});

describe('pushing a completed envelope to DocuWare', () => {
  it('stores its signed documents and signature page in the file cabinet, with index values, and reports the push', async () => {
    await connect(orgA);
    const { envelopeId, document, page } = await completeEnvelope(orgA.organizationId);
    const outcome = await pushOutcome(envelopeId);
    expect(outcome.subject).toBe('rubrica.notifications.integration.pushed');
    const stored = sandbox
      .documents()
      .filter((entry) => entry.Fields.some((field) => field.Item === envelopeId));
    expect(stored.map((entry) => entry.FileName)).toEqual([
      'Contrato.pdf',
      'Contrato de locación - hoja de firmas.pdf',
    ]);
    expect(sandbox.fileOf(stored[0]!.Id)).toEqual(document);
    expect(sandbox.fileOf(stored[1]!.Id)).toEqual(page);
    expect(stored[0]!.Fields).toEqual(
      expect.arrayContaining([
        { FieldName: 'RUBRICA_TITLE', Item: 'Contrato de locação', ItemElementName: 'String' },
        { FieldName: 'RUBRICA_DOCUMENT', Item: 'Contrato.pdf', ItemElementName: 'String' },
      ]),
    );
    expect(outcome.payload).toMatchObject({
      organizationId: orgA.organizationId,
      integrationType: 'docuware',
      target: 'Contratos',
      attemptsMade: 1,
      documents: stored.map((entry) => ({ name: entry.FileName, externalId: String(entry.Id) })),
    });
    // The sandbox page lists them.
    const listing = await (await fetch(sandboxUrl)).text();
    expect(listing).toContain('Contrato de locación - hoja de firmas.pdf');
  });

  it('retries a store DocuWare refused, storing each file once', async () => {
    await connect(orgA);
    sandbox.failNextStores(1);
    const { envelopeId } = await completeEnvelope(orgA.organizationId);
    const outcome = await pushOutcome(envelopeId);
    expect(outcome.subject).toBe('rubrica.notifications.integration.pushed');
    expect(outcome.payload.attemptsMade).toBe(2);
    const stored = sandbox
      .documents()
      .filter((entry) => entry.Fields.some((field) => field.Item === envelopeId));
    expect(stored).toHaveLength(2);
  });

  it('fails for good after its attempts and reports the last error', async () => {
    await connect(orgA);
    sandbox.failNextStores(100);
    const { envelopeId } = await completeEnvelope(orgA.organizationId);
    const failed = await pushOutcome(envelopeId);
    sandbox.failNextStores(0);
    expect(failed.subject).toBe('rubrica.notifications.integration.push_failed');
    expect(failed.payload).toMatchObject({ attemptsMade: 3, target: 'Contratos' });
    expect(failed.payload.reason).toMatch(/integrations\.server_unavailable: store: HTTP 503/);
    const [push] = await stack.db.query(
      'SELECT status, attempts FROM integration_pushes WHERE envelope_id = $1',
      [envelopeId],
    );
    expect(push).toEqual({ status: 'failed', attempts: 3 });
  });

  it('gives a pending push whose job was lost a new one when the worker sweeps', async () => {
    const { id: integrationId } = await connect(orgA);
    const envelopeId = randomUUID();
    const file = await blobs.put(
      `envelopes/${envelopeId}/signed/lost.pdf`,
      Buffer.from('%PDF-1.7 lost\n%%EOF\n'),
    );
    // A push recorded while Redis lost its job: nothing but the sweep will run it.
    await stack.db.query(
      `INSERT INTO integration_pushes (organization_id, integration_id, integration_type, envelope_id, event_id, payload, updated_at)
       VALUES ($1, $2, 'docuware', $3, $4, $5, now() - interval '1 day')`,
      [
        orgA.organizationId,
        integrationId,
        envelopeId,
        randomUUID(),
        JSON.stringify({
          title: 'Perdido',
          completedAt: new Date().toISOString(),
          files: [{ name: 'Perdido.pdf', blobKey: file.key, sha256: file.sha256 }],
        }),
      ],
    );
    const reconciler = stack.worker.context.get(IntegrationPushReconciler);
    expect(await reconciler.sweep()).toBeGreaterThanOrEqual(1);
    expect((await pushOutcome(envelopeId)).subject).toBe('rubrica.notifications.integration.pushed');
    expect(sandbox.documents().filter((entry) => entry.FileName === 'Perdido.pdf')).toHaveLength(1);
    // Settled, it is not swept again.
    const [row] = await stack.db.query('SELECT status FROM integration_pushes WHERE envelope_id = $1', [
      envelopeId,
    ]);
    expect(row.status).toBe('succeeded');
  });

  it('fails at once, without retrying, a push whose integration was disconnected before it ran', async () => {
    const envelopeId = randomUUID();
    await stack.db.query(
      `INSERT INTO integration_pushes (organization_id, integration_id, integration_type, envelope_id, event_id, payload, updated_at)
       VALUES ($1, NULL, 'docuware', $2, $3, $4, now() - interval '1 day')`,
      [
        orgA.organizationId,
        envelopeId,
        randomUUID(),
        JSON.stringify({ title: 'x', completedAt: new Date().toISOString(), files: [] }),
      ],
    );
    await stack.worker.context.get(IntegrationPushReconciler).sweep();
    const failed = await pushOutcome(envelopeId);
    expect(failed.subject).toBe('rubrica.notifications.integration.push_failed');
    expect(failed.payload).toMatchObject({
      attemptsMade: 1,
      reason: 'the integration was disconnected before the push',
    });
  });

  it('leaves sandbox envelopes out, and organizations without an integration', async () => {
    await connect(orgA);
    const before = sandbox.documents().length;
    const test = await completeEnvelope(orgA.organizationId, { isSandbox: true });
    const other = await completeEnvelope(orgB.organizationId);
    const real = await completeEnvelope(orgA.organizationId);
    await pushOutcome(real.envelopeId);
    const pushes = await stack.db.query(
      'SELECT envelope_id FROM integration_pushes WHERE envelope_id = ANY($1)',
      [[test.envelopeId, other.envelopeId, real.envelopeId]],
    );
    expect(pushes.map((row: { envelope_id: string }) => row.envelope_id)).toEqual([real.envelopeId]);
    expect(sandbox.documents().length - before).toBe(2);
  });
});
