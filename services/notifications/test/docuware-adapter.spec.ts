import { DEFAULT_OUTBOUND_POLICY } from '@rubrica/outbound';
import { IntegrationErrorCode } from '../src/integrations/integrations.errors.js';
import { openDocuwareArchive } from '../src/integrations/docuware/docuware-archive.js';
import { DocuwareCallError } from '../src/integrations/docuware/docuware-call.error.js';
import { DocuwareClient } from '../src/integrations/docuware/docuware-client.js';
import {
  docuwareConnectionFor,
  type DocuwareSettings,
} from '../src/integrations/docuware/docuware-connection.util.js';
import {
  createDocuwareSandbox,
  type DocuwareSandbox,
} from '../src/integrations/docuware-sandbox/docuware-sandbox-server.js';

let sandbox: DocuwareSandbox;
let sandboxUrl: string;
let settings: DocuwareSettings;
const config = () => ({
  server_url: sandboxUrl,
  file_cabinet: 'Contratos',
  user: 'ana',
  password: 'segredo-ana',
});

beforeAll(async () => {
  sandbox = createDocuwareSandbox({
    organization: 'Matriz',
    users: [{ name: 'ana', password: 'segredo-ana' }],
  });
  sandboxUrl = await sandbox.listen(0, '127.0.0.1');
  settings = { policy: DEFAULT_OUTBOUND_POLICY, timeoutMs: 5_000, sandboxUrl };
});

afterAll(async () => {
  await sandbox?.close();
});

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

describe('the DocuWare adapter against the sandbox', () => {
  it('logs on, finds the file cabinet by name or id, and stores a file with the index values the cabinet declares', async () => {
    const archive = await openDocuwareArchive(settings, config());
    expect(archive.cabinet).toMatchObject({ name: 'Contratos', isBasket: false });
    const pdf = Buffer.from('%PDF-1.7 contrato assinado\n%%EOF\n');
    const completedAt = new Date('2026-11-20T10:00:00Z');
    const id = await archive.store(
      { fileName: 'Contrato.pdf', contentType: 'application/pdf', body: pdf },
      {
        envelopeId: '0b0e6c1a-1111-4000-8000-000000000001',
        title: 'Contrato de locação',
        documentName: 'Contrato.pdf',
        sha256: 'ab'.repeat(32),
        completedAt,
      },
    );
    await archive.close();

    const stored = sandbox.documents().find((document) => String(document.Id) === id)!;
    expect(stored).toMatchObject({
      FileName: 'Contrato.pdf',
      ContentType: 'application/pdf',
      StoredBy: 'ana',
    });
    expect(sandbox.fileOf(stored.Id)).toEqual(pdf);
    expect(stored.Fields).toEqual([
      {
        FieldName: 'RUBRICA_ENVELOPE_ID',
        Item: '0b0e6c1a-1111-4000-8000-000000000001',
        ItemElementName: 'String',
      },
      { FieldName: 'RUBRICA_TITLE', Item: 'Contrato de locação', ItemElementName: 'String' },
      { FieldName: 'RUBRICA_DOCUMENT', Item: 'Contrato.pdf', ItemElementName: 'String' },
      { FieldName: 'RUBRICA_SHA256', Item: 'ab'.repeat(32), ItemElementName: 'String' },
      {
        FieldName: 'RUBRICA_COMPLETED_AT',
        Item: `/Date(${completedAt.getTime()})/`,
        ItemElementName: 'DateTime',
      },
    ]);

    // The cabinet's id works as well as its name; one that declares none of Rubrica's fields gets none.
    const byId = await openDocuwareArchive(settings, { ...config(), file_cabinet: archive.cabinet.id });
    expect(byId.cabinet.name).toBe('Contratos');
    await byId.close();
    const general = await openDocuwareArchive(settings, { ...config(), file_cabinet: 'arquivo geral' });
    const plain = await general.store(
      { fileName: 'Outro.pdf', contentType: 'application/pdf', body: pdf },
      { envelopeId: 'x', title: 't', documentName: 'Outro.pdf', sha256: 's', completedAt },
    );
    await general.close();
    expect(sandbox.documents().find((document) => String(document.Id) === plain)?.Fields).toEqual([]);
  });

  it('keeps the session in DocuWare cookies: without them the sandbox refuses, and after logoff too', async () => {
    const unauthenticated = await fetch(`${sandboxUrl}/DocuWare/Platform/FileCabinets`);
    expect(unauthenticated.status).toBe(401);
    const client = await DocuwareClient.logon(docuwareConnectionFor(settings, sandboxUrl), {
      user: 'ana',
      password: 'segredo-ana',
    });
    expect((await client.fileCabinets()).map((cabinet) => cabinet.name)).toContain('Contratos');
    await client.logoff();
    expect(await refusal(client.fileCabinets())).toMatchObject({
      code: IntegrationErrorCode.ServerUnavailable,
    });
  });

  it('logs on with a login token instead of a password', async () => {
    const connection = docuwareConnectionFor(settings, `${sandboxUrl}/DocuWare/Platform`);
    const withPassword = await DocuwareClient.logon(connection, { user: 'ana', password: 'segredo-ana' });
    const token = await withPassword.createLoginToken();
    await withPassword.logoff();
    const withToken = await DocuwareClient.logon(connection, { token });
    expect((await withToken.findFileCabinet('Contratos'))?.name).toBe('Contratos');
    await withToken.logoff();
    expect(await refusal(DocuwareClient.logon(connection, { token: 'not-a-token' }))).toMatchObject({
      code: IntegrationErrorCode.InvalidCredentials,
    });
  });

  it('tells a refused password from a missing file cabinet', async () => {
    const wrongPassword = await refusal(openDocuwareArchive(settings, { ...config(), password: 'errada' }));
    expect(wrongPassword).toBeInstanceOf(DocuwareCallError);
    expect(wrongPassword).toMatchObject({ code: IntegrationErrorCode.InvalidCredentials });
    const unknownUser = await refusal(openDocuwareArchive(settings, { ...config(), user: 'bruno' }));
    expect(unknownUser).toMatchObject({ code: IntegrationErrorCode.InvalidCredentials });
    const noCabinet = await refusal(openDocuwareArchive(settings, { ...config(), file_cabinet: 'Faturas' }));
    expect(noCabinet).toMatchObject({ code: IntegrationErrorCode.FileCabinetNotFound });
  });

  it('reaches loopback only at the sandbox origin: any other local address stays refused by the SSRF guard', async () => {
    const port = Number(new URL(sandboxUrl).port);
    // Even with the sandbox's port allowed everywhere, another name or address for loopback is refused.
    const openPort = { ...settings, policy: { ...DEFAULT_OUTBOUND_POLICY, allowedPorts: [port] } };
    for (const url of [`http://127.0.0.2:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`])
      expect(await refusal(openDocuwareArchive(openPort, { ...config(), server_url: url }))).toMatchObject({
        code: 'outbound.address_refused',
        errors: { 'config.server_url': [expect.any(String)] },
      });
    // Without a sandbox configured (production), its address is refused like any other.
    const withoutSandbox = await refusal(
      openDocuwareArchive({ ...openPort, sandboxUrl: undefined }, config()),
    );
    expect(withoutSandbox).toMatchObject({ code: 'outbound.address_refused' });
  });

  it('calls a server that is not DocuWare unavailable, whatever it answers', async () => {
    // The sandbox's own page answers HTML at another path: a wrong server address.
    const wrongBase = await refusal(
      openDocuwareArchive(settings, { ...config(), server_url: `${sandboxUrl}/sandbox/documents` }),
    );
    expect(wrongBase).toMatchObject({ code: IntegrationErrorCode.ServerUnavailable });
  });
});
