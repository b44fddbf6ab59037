// Every way a completed envelope's documents leave Rubrica serves the same sealed bytes: the
// sender's list (X-Organization), the detail page's plain links (session cookie alone, the
// organization named in the link), the per-document display, the recipient's download page and
// public token zip, and an API client's bearer token. Each copy must be what pdfsig validates and
// qpdf accepts. The plain links stay scoped: another organization's member gets nothing from them.
import { createHash } from 'node:crypto';
import type { ParsedMessage } from '@rubrica/testing';
import { expectStatus, type Answer } from './support/api-client.js';
import { BrowserClient } from './support/browser-client.js';
import { multiPagePdf, pdfsigVerdicts, pollUntil, qpdfCheck, unzip } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { bearerClient, signedInWithOrganization } from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';

const SOFIA = { name: 'Sofia Sender', email: 'sofia@orbita.example', password: 'Orbita-2024' };
const OTTO = { name: 'Otto Outsider', email: 'otto@outra.example', password: 'Outra-2024!' };
const ANA = { name: 'Ana Signer', email: 'ana@cliente.example' };
const VIEWER_LINK = '/business/envelopes/viewer/';
const DOWNLOAD_LINK = '/business/envelopes/download/';
const NAMES = ['contrato.pdf', 'anexo.pdf'];

let stack: EnvelopeStack;
let sofia: BrowserClient;
let otto: BrowserClient;
let orbitaId: string;
let outraId: string;
let envelopeId: string;
const documentIds: string[] = [];
/** Each document's SHA-256 as the sender's list serves it. */
let reference: string[] = [];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function tokenIn(message: ParsedMessage, part: string): string {
  const link = message.links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`no link with ${part} in the e-mail to ${message.to.join(', ')}`);
  return new URL(link).pathname.split('/').pop()!;
}

/** The documents of a zip answer in envelope order, as SHA-256s. */
function zipHashes(answer: Answer): string[] {
  expectStatus(answer, 200);
  expect(answer.headers.get('content-type')).toBe('application/zip');
  const entries = unzip(answer.body);
  expect([...entries.keys()]).toEqual(NAMES);
  return NAMES.map((name) => sha256(entries.get(name)!));
}

/** A plain navigation to a gateway address (no X-Organization): what `<a href download>` does. */
async function navigate(browser: BrowserClient, link: string): Promise<Answer> {
  const response = await browser.request(link, { headers: { accept: '*/*' } });
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? JSON.parse(body.toString('utf8')) : body,
    headers: response.headers,
  };
}

async function envelope() {
  const answer = await sofia.api('GET', `/envelopes/${envelopeId}?extended=true`);
  expectStatus(answer, 200);
  return answer.body;
}

beforeAll(async () => {
  stack = await startEnvelopeStack('envelope_downloads');
  ({ browser: sofia, organizationId: orbitaId } = await signedInWithOrganization(stack, SOFIA, 'Órbita'));
  ({ browser: otto, organizationId: outraId } = await signedInWithOrganization(stack, OTTO, 'Outra'));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('downloads of a completed envelope', () => {
  it('completes an envelope of two documents signed by a recipient from the e-mail', async () => {
    const created = await sofia.api('POST', '/envelopes', { json: { title: 'Contrato de locação' } });
    expectStatus(created, 201);
    envelopeId = created.body.id;
    for (const name of NAMES) {
      const added = await sofia.api('POST', `/envelopes/${envelopeId}/documents`, {
        form: fileForm('file', await multiPagePdf(name, 2), 'application/pdf', name),
      });
      expectStatus(added, 201);
      documentIds.push(added.body.id);
    }
    const recipient = await sofia.api('POST', `/envelopes/${envelopeId}/recipients`, {
      json: { type: 'signer', addressees: [{ value: ANA.email, name: ANA.name }] },
    });
    expectStatus(recipient, 201);
    const field = await sofia.api('POST', `/envelopes/${envelopeId}/documents/${documentIds[0]}/fields`, {
      json: {
        recipient_id: recipient.body.id,
        type: 'signature',
        title: 'Assinatura',
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.6, width: 0.3, height: 0.08 }],
      },
    });
    expectStatus(field, 201);
    expectStatus(await sofia.api('POST', `/envelopes/${envelopeId}/send`, { json: {} }), 200);

    const token = tokenIn(await mailTo(stack, ANA.email, VIEWER_LINK), VIEWER_LINK);
    const ana = new BrowserClient(stack.url);
    const saved = await ana.api('POST', `/p/signature-profiles/${token}/signature`, {
      form: fileForm('file', pngImage(240, 80), 'image/png', 'signature.png'),
    });
    expectStatus(saved, 200);
    expectStatus(await ana.api('POST', `/p/envelopes/recipients/${token}`, { json: {} }), 202);
    const completed = await pollUntil(envelope, (body) => ['completed', 'halted'].includes(body.state));
    expect(completed.state).toBe('completed');
  });

  it("serves the sender's list a zip of sealed documents that pdfsig validates and qpdf accepts", async () => {
    const zip = await sofia.api('GET', `/envelopes/${envelopeId}/download`);
    expectStatus(zip, 200);
    const entries = unzip(zip.body);
    for (const name of NAMES) {
      const pdf = entries.get(name)!;
      const verdicts = await pdfsigVerdicts(pdf);
      expect(verdicts.length).toBeGreaterThan(0);
      expect(verdicts.every((verdict) => verdict === 'Signature is Valid.')).toBe(true);
      expect(await qpdfCheck(pdf)).toMatchObject({ ok: true });
    }
    reference = zipHashes(zip);
    // The sealed copies are not the documents as uploaded.
    expect(new Set(reference).size).toBe(NAMES.length);
  });

  it("serves the detail page's plain links with the session cookie alone, the same sealed bytes", async () => {
    const { documents } = await envelope();
    expect(documents.map((document: { id: string }) => document.id)).toEqual(documentIds);
    // The links name the organization, since a navigation carries no X-Organization header.
    const link = documents[0].links.download as string;
    expect(new URL(link, stack.url).searchParams.get('organization')).toBe(orbitaId);
    expect(zipHashes(await navigate(sofia, link))).toEqual(reference);
    const displayed = [];
    for (const document of documents) {
      const answer = await navigate(sofia, document.links.display);
      expectStatus(answer, 200);
      displayed.push(sha256(answer.body));
    }
    expect(displayed).toEqual(reference);
    const sheet = await navigate(sofia, documents[0].links.background_sheet);
    expectStatus(sheet, 200);
    expect(await pdfsigVerdicts(sheet.body)).toEqual(['Signature is Valid.']);
  });

  it("refuses the plain links to another organization's member", async () => {
    const { documents } = await envelope();
    const link = documents[0].links.download as string;
    // Naming the envelope's organization: not a member.
    const named = await navigate(otto, link);
    expect(named.status).toBe(403);
    expect(named.body).toMatchObject({ message: 'You do not belong to this organization.' });
    // Naming their own: the envelope is not there.
    const own = new URL(link, stack.url);
    own.searchParams.set('organization', outraId);
    expect((await navigate(otto, own.toString())).status).toBe(404);
    // Without a session the link opens nothing.
    expect((await navigate(new BrowserClient(stack.url), link)).status).toBe(401);
    // The query names an organization for reads only: a state-changing call still needs the header.
    const cancel = await sofia.api('POST', `/envelopes/${envelopeId}/cancel?organization=${orbitaId}`, {
      organization: null,
    });
    expect(cancel.status).toBe(400);
  });

  it("serves the recipient's download page and public token the same sealed bytes", async () => {
    const token = tokenIn(await mailTo(stack, ANA.email, DOWNLOAD_LINK), DOWNLOAD_LINK);
    const visitor = new BrowserClient(stack.url);
    expect(zipHashes(await visitor.api('GET', `/p/envelopes/${token}/download`))).toEqual(reference);
    // The download page's per-document "signed document" button.
    const perDocument = [];
    const { hashid } = await envelope();
    for (const id of documentIds) {
      const answer = await visitor.api('GET', `/p/envelopes/${token}/documents/${id}/display`);
      expectStatus(answer, 200);
      perDocument.push(sha256(answer.body));
      // Rubrica's own verifier recognises the recipient's copy as a signed document.
      const form = new FormData();
      form.append('code', hashid);
      form.append('file', new Blob([new Uint8Array(answer.body)], { type: 'application/pdf' }), 'copia.pdf');
      const checked = await visitor.api('POST', '/p/envelopes/documents/validate', { form });
      expectStatus(checked, 200);
      expect(checked.body.integrity).toMatchObject({ valid: true, document: { id } });
    }
    expect(perDocument).toEqual(reference);
    // The view's own links are the same routes.
    const view = await visitor.api('GET', `/p/envelopes/recipients/${token}`);
    expectStatus(view, 200);
    const viewLink = new URL(view.body.documents[1].links.display);
    const shown = await visitor.api('GET', viewLink.pathname.replace(/^\/api/, ''));
    expect(sha256(shown.body)).toBe(reference[1]);
  });

  it('serves an API client with a bearer token the same sealed bytes', async () => {
    const app = await sofia.api('POST', '/oauth/clients', {
      json: { name: 'ERP', redirect: 'https://erp.example/callback', confidential: true },
    });
    expectStatus(app, 201);
    const client = await bearerClient(stack, app.body.id, app.body.plain_secret);
    expect(zipHashes(await client.api('GET', `/envelopes/${envelopeId}/download`))).toEqual(reference);
  });
});
