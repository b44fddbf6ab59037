// An API client drives a whole envelope through the gateway with the SDK alone (sdk/): a
// developer app's client credentials, then create, upload, add a recipient and their signature
// field, send, poll until the envelope is out, download. Its refusals arrive as RubricaApiError.
import {
  RubricaApiError,
  createRubricaClient,
  downloadsDocuments,
  envelopesCreate,
  envelopesGet,
  fieldsCreate,
  recipientsAdd,
  sendingSend,
  uploadDocument,
  type Client,
} from '../sdk/src/index.js';
import { oauthApp } from './support/bearer-client.js';
import type { BrowserClient } from './support/browser-client.js';
import { multiPagePdf, pollUntil } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';

const OWNER = { name: 'Ines Integradora', email: 'ines@sdk.example', password: 'Orbita-2024' };

let stack: EnvelopeStack;
let owner: BrowserClient;
let client: Client;
let app: { id: string; secret: string };
let organizationId: string;

beforeAll(async () => {
  stack = await startEnvelopeStack('sdk_journey');
  await signUpThroughPages(stack, OWNER);
  owner = await signInBrowser(stack, OWNER.email, OWNER.password);
  const organization = await owner.api('POST', '/organizations', { json: { name: 'Integrações' } });
  expect(organization.status).toBe(201);
  owner.organization = organization.body.id;
  const registered = await owner.api('POST', '/oauth/clients', {
    json: { name: 'ERP', redirect: 'https://erp.example/callback', confidential: true },
  });
  expect(registered.status).toBe(201);
  app = { id: registered.body.id, secret: registered.body.plain_secret };
  organizationId = organization.body.id;
  client = createRubricaClient({
    baseUrl: stack.url,
    organization: organizationId,
    clientCredentials: { clientId: app.id, clientSecret: app.secret },
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

it('creates, uploads, adds a recipient, sends, polls and downloads an envelope', async () => {
  const { data: envelope } = await envelopesCreate({ client, body: { title: 'Contrato de fornecimento' } });
  expect(envelope).toMatchObject({ title: 'Contrato de fornecimento', state: 'draft' });

  const pdf = await multiPagePdf('Contrato de fornecimento', 2);
  const { data: document } = await uploadDocument(
    client,
    envelope.id,
    new File([pdf], 'contrato.pdf', { type: 'application/pdf' }),
  );
  expect(document).toMatchObject({ name: 'contrato.pdf', pages: 2 });

  const { data: recipient } = await recipientsAdd({
    client,
    path: { envelopeId: envelope.id },
    body: { type: 'signer', addressees: [{ value: 'rui@sdk.example', name: 'Rui Reis' }] },
  });
  await fieldsCreate({
    client,
    path: { envelopeId: envelope.id, documentId: document.id },
    body: {
      recipient_id: recipient.id,
      type: 'signature',
      is_required: true,
      widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.7, width: 0.3, height: 0.06 }],
    },
  });

  const { data: sent } = await sendingSend({ client, path: { id: envelope.id } });
  expect(sent.id).toBe(envelope.id);
  const out = await pollUntil(
    async () => (await envelopesGet({ client, path: { id: envelope.id } })).data,
    (current) => current.state === 'in-transit',
  );
  expect(out.state).toBe('in-transit');

  const { data: file, response } = await downloadsDocuments({
    client,
    path: { id: envelope.id },
    parseAs: 'blob',
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}, 180_000);

it('throws refusals as RubricaApiError with the spec’s body and a stable code', async () => {
  const refusal = await envelopesCreate({ client, body: { title: '' } }).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(RubricaApiError);
  expect(refusal).toMatchObject({ status: 422, errors: { title: [expect.any(String)] } });
  expect((refusal as RubricaApiError).code).toEqual(expect.any(String));
});

it('calls with a bearer token the caller obtained itself', async () => {
  const token = await (await oauthApp(stack.url, app.id, app.secret)).token();
  const bearer = createRubricaClient({
    baseUrl: stack.url,
    organization: organizationId,
    accessToken: token,
  });
  const { data: envelope } = await envelopesCreate({ client: bearer, body: { title: 'Aditivo' } });
  expect((await envelopesGet({ client: bearer, path: { id: envelope.id } })).data.title).toBe('Aditivo');

  const stranger = createRubricaClient({ baseUrl: stack.url, accessToken: 'not-a-token' });
  const refusal = await envelopesGet({ client: stranger, path: { id: envelope.id } }).catch(
    (error: unknown) => error,
  );
  expect(refusal).toMatchObject({ status: 401 });
  expect(refusal).toBeInstanceOf(RubricaApiError);
});
