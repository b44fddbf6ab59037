// An envelope from draft to proof, through the gateway only, with every process real: a signed-in
// sender drafts it (a multi-page PDF and a DOCX converted by the storage worker), three recipients
// act in routing order from the links in the e-mails actually delivered, the signing service
// applies each one's revision and seals the result, and the sender downloads documents that
// pdfsig and qpdf accept, which the public verifier then recognises.
import { createHash } from 'node:crypto';
import type { ParsedMessage } from '@rubrica/testing';
import { BrowserClient } from './support/browser-client.js';
import {
  docx,
  jpegPhoto,
  multiPagePdf,
  pdfsigVerdicts,
  pdfText,
  pollUntil,
  qpdfCheck,
  unzip,
} from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';

const SOFIA = { name: 'Sofia Sender', email: 'sofia@orbita.example', password: 'Orbita-2024' };
const ANA = { name: 'Ana Signer', email: 'ana@cliente.example' };
const BRUNO = { name: 'Bruno Approver', email: 'bruno@cliente.example' };
const CAROL = { name: 'Carol Photo', email: 'carol@cliente.example' };
const VIEWER_LINK = '/business/envelopes/viewer/';
const DOWNLOAD_LINK = '/business/envelopes/download/';

let stack: EnvelopeStack;
let sofia: BrowserClient;
let envelopeId: string;
let pdfId: string;
let docxId: string;
const recipientIds: Record<string, string> = {};
const fieldIds: Record<string, Record<string, string>> = {};
let sealedPdfs: Buffer[] = [];

const widget = (page: number, y: number) => ({ page, x_axis: 0.1, y_axis: y, width: 0.25, height: 0.05 });

/** Fails with the answer's body in the message, which a bare status comparison would hide. */
function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** The action token in the viewer link of an e-mail. */
function tokenOf(message: ParsedMessage): string {
  const link = message.links.find((candidate) => candidate.includes(VIEWER_LINK));
  if (!link) throw new Error(`no viewer link in the e-mail to ${message.to.join(', ')}`);
  return new URL(link).pathname.split('/').pop()!;
}

async function envelope() {
  const answer = await sofia.api('GET', `/envelopes/${envelopeId}?extended=1`);
  if (answer.status !== 200)
    throw new Error(`GET envelopes/${envelopeId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function placeField(recipient: string, documentId: string, type: string, y: number, extra = {}) {
  const answer = await sofia.api('POST', `/envelopes/${envelopeId}/documents/${documentId}/fields`, {
    json: {
      recipient_id: recipientIds[recipient],
      type,
      title: `${type} de ${recipient}`,
      is_required: true,
      widgets: [widget(1, y)],
      ...extra,
    },
  });
  expectStatus(answer, 201);
  (fieldIds[recipient] ??= {})[type] = answer.body.id;
}

/**
 * A recipient without an account (only the token from their e-mail, no session) opens the
 * envelope, saves their signature images and fills their fields; answers their browser.
 */
async function openAndFill(
  token: string,
  fills: Record<string, string | boolean>,
  kinds: Array<'signature' | 'initials'>,
) {
  const visitor = new BrowserClient(stack.url);
  const view = await visitor.api('GET', `/p/envelopes/recipients/${token}`);
  expectStatus(view, 200);
  expect(view.body.recipient).toMatchObject({ can_act: true, is_current: true });
  for (const kind of kinds) {
    const saved = await visitor.api('POST', `/p/signature-profiles/${token}/${kind}`, {
      form: fileForm('file', pngImage(240, 80), 'image/png', `${kind}.png`),
    });
    expectStatus(saved, 200);
  }
  for (const [fieldId, value] of Object.entries(fills)) {
    const filled = await visitor.api('PATCH', `/p/envelopes/recipients/${token}/fields/${fieldId}`, {
      json: { value },
    });
    expectStatus(filled, 200);
  }
  return visitor;
}

beforeAll(async () => {
  stack = await startEnvelopeStack('envelope_journey');
  await signUpThroughPages(stack, SOFIA);
  sofia = await signInBrowser(stack, SOFIA.email, SOFIA.password);
  const organization = await sofia.api('POST', '/organizations', { json: { name: 'Órbita' } });
  expectStatus(organization, 201);
  sofia.organization = organization.body.id;
});

afterAll(async () => {
  await stack?.stop();
});

describe('the envelope journey', () => {
  it('drafts an envelope with a multi-page PDF and a DOCX the storage worker converts to PDF', async () => {
    const created = await sofia.api('POST', '/envelopes', {
      json: { title: 'Contrato de prestação de serviços', message: 'Por favor, assine.' },
    });
    expectStatus(created, 201);
    envelopeId = created.body.id;

    const pdf = await sofia.api('POST', `/envelopes/${envelopeId}/documents`, {
      form: fileForm('file', await multiPagePdf('Contrato', 3), 'application/pdf', 'contrato.pdf'),
    });
    expectStatus(pdf, 201);
    pdfId = pdf.body.id;
    const word = await sofia.api('POST', `/envelopes/${envelopeId}/documents`, {
      form: fileForm(
        'file',
        docx('Anexo I: escopo dos serviços'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'anexo.docx',
      ),
    });
    expectStatus(word, 201);
    expect(word.body).toMatchObject({ conversion_status: 'converting' });
    docxId = word.body.id;

    const converted = await pollUntil(envelope, (body) =>
      body.documents.every((document: { conversion_status: string | null }) => !document.conversion_status),
    );
    expect(converted.documents).toEqual([
      expect.objectContaining({ id: pdfId, pages: 3 }),
      expect.objectContaining({ id: docxId, pages: 1 }),
    ]);
  });

  it('adds a signer, an approver and a signer who must show a photo, in routing order', async () => {
    const add = async (
      key: string,
      type: string,
      person: { name: string; email: string },
      order: number,
      identifiers: unknown[] = [],
    ) => {
      const answer = await sofia.api('POST', `/envelopes/${envelopeId}/recipients`, {
        json: {
          type,
          routing_order: order,
          addressees: [{ value: person.email, name: person.name, identifiers }],
        },
      });
      expectStatus(answer, 201);
      recipientIds[key] = answer.body.id;
    };
    await add('ana', 'signer', ANA, 1);
    await add('bruno', 'approver', BRUNO, 2);
    await add('carol', 'signer', CAROL, 3, [{ code: 'PHOTO', is_required: true }]);
  });

  it('places signature, initial, text, date and checkbox fields and a sender text, then sends', async () => {
    await placeField('ana', pdfId, 'signature', 0.6);
    await placeField('ana', pdfId, 'initial', 0.7);
    await placeField('ana', pdfId, 'text', 0.2);
    // Section 5: a date element carries its value from the sender.
    await placeField('ana', pdfId, 'date', 0.3, { value: '25/11/2026' });
    await placeField('ana', docxId, 'checkbox', 0.4);
    await placeField('carol', pdfId, 'signature', 0.8);
    const content = await sofia.api('POST', `/envelopes/${envelopeId}/documents/${pdfId}/contents`, {
      json: { type: 'text', value: 'Cláusula 7 revisada', ...widget(2, 0.1) },
    });
    expectStatus(content, 201);

    const sent = await sofia.api('POST', `/envelopes/${envelopeId}/send`, { json: {} });
    expectStatus(sent, 200);
    expect((await envelope()).state).toBe('in-transit');
  });

  it('lets each recipient act from their e-mail, the next one notified only after the previous finished', async () => {
    const anaMail = await mailTo(stack, ANA.email, VIEWER_LINK);
    // Routing order: nobody else has been invited yet.
    expect(
      stack.smtp.messages.filter((message) => message.links.some((link) => link.includes(VIEWER_LINK))),
    ).toHaveLength(1);
    const ana = await openAndFill(
      tokenOf(anaMail),
      {
        [fieldIds.ana!.text!]: 'Ana Maria Souza',
        [fieldIds.ana!.checkbox!]: true,
      },
      ['signature', 'initials'],
    );
    const invitedSoFar = () => stack.smtp.messages.flatMap((message) => message.to);
    expect(invitedSoFar()).not.toContain(BRUNO.email);
    const acted = await ana.api('POST', `/p/envelopes/recipients/${tokenOf(anaMail)}`, { json: {} });
    expectStatus(acted, 202);

    const brunoMail = await mailTo(stack, BRUNO.email, VIEWER_LINK);
    const bruno = await openAndFill(tokenOf(brunoMail), {}, []);
    expect(invitedSoFar()).not.toContain(CAROL.email);
    expect(
      (await bruno.api('POST', `/p/envelopes/recipients/${tokenOf(brunoMail)}`, { json: {} })).status,
    ).toBe(202);

    const carolMail = await mailTo(stack, CAROL.email, VIEWER_LINK);
    const carolToken = tokenOf(carolMail);
    const carol = await openAndFill(carolToken, {}, ['signature']);
    const withoutPhoto = await carol.api('POST', `/p/envelopes/recipients/${carolToken}`, {
      json: {},
    });
    expectStatus(withoutPhoto, 422);
    expect(withoutPhoto.body.errors).toEqual({ 'identifiers.PHOTO': ['The PHOTO identifier is required.'] });
    // Section 7: the photo goes as a multipart POST overridden to PUT, as the SPA sends it.
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('file', new Blob([new Uint8Array(jpegPhoto())], { type: 'image/jpeg' }), 'me.jpg');
    const photo = await carol.api('POST', `/p/envelopes/recipients/${carolToken}/identifiers/PHOTO`, {
      form,
    });
    expectStatus(photo, 200);
    expect((await carol.api('POST', `/p/envelopes/recipients/${carolToken}`, { json: {} })).status).toBe(202);
  });

  it('completes, and the sender downloads documents every signature of which pdfsig finds valid', async () => {
    const completed = await pollUntil(
      envelope,
      (body) => body.state === 'completed' || body.state === 'halted',
    );
    expect(completed.state).toBe('completed');

    const zip = await sofia.api('GET', `/envelopes/${envelopeId}/download`);
    expectStatus(zip, 200);
    const entries = unzip(zip.body);
    expect([...entries.keys()]).toEqual(['contrato.pdf', 'anexo.docx.pdf']);
    // What the recipients filled and the sender's own text are on the pages, on the pages chosen.
    const pages = (await pdfText(entries.get('contrato.pdf')!)).split('\f');
    expect(pages[0]).toContain('Ana Maria Souza');
    expect(pages[0]).toContain('25/11/2026');
    expect(pages[1]).toContain('Cláusula 7 revisada');
    expect(await pdfText(entries.get('anexo.docx.pdf')!)).toContain('Anexo I: escopo dos serviços');
    sealedPdfs = [...entries].filter(([name]) => name.endsWith('.pdf')).map(([, bytes]) => bytes);
    expect(sealedPdfs.length).toBeGreaterThanOrEqual(2);
    const page = await sofia.api('GET', `/envelopes/${envelopeId}/background-sheet/download`);
    expectStatus(page, 200);
    for (const pdf of [...sealedPdfs, page.body as Buffer]) {
      const verdicts = await pdfsigVerdicts(pdf);
      expect(verdicts.length).toBeGreaterThan(0);
      expect(verdicts.every((verdict) => verdict === 'Signature is Valid.')).toBe(true);
      expect(await qpdfCheck(pdf)).toMatchObject({ ok: true });
    }
    // The signature page states who did what (the proto's spellings, shown in the sender's
    // language), when the envelope was concluded, and the validation code.
    const sheet = await pdfText(page.body);
    for (const words of [
      ANA.name,
      BRUNO.name,
      CAROL.name,
      'Assinou',
      'Aprovou',
      'Concluído em',
      completed.hashid,
    ])
      expect(sheet).toContain(words);
  });

  it('tells the sender and every recipient that the envelope is complete; a recipient downloads from the e-mail', async () => {
    const completion = (address: string, linkPart: string) => mailTo(stack, address, linkPart);
    await completion(SOFIA.email, `/business/documents/info/${envelopeId}`);
    for (const person of [BRUNO, CAROL]) await completion(person.email, DOWNLOAD_LINK);
    const anaMail = await completion(ANA.email, DOWNLOAD_LINK);

    // The completion link carries a download token: the read-only view and the signed files, no acting.
    const link = anaMail.links.find((candidate) => candidate.includes(DOWNLOAD_LINK))!;
    const token = new URL(link).pathname.split('/').pop()!;
    const visitor = new BrowserClient(stack.url);
    const view = await visitor.api('GET', `/p/envelopes/recipients/${token}`);
    expectStatus(view, 200);
    expect(view.body.recipient).toMatchObject({ state: 'done', can_act: false });
    const zip = await visitor.api('GET', `/p/envelopes/${token}/download`);
    expectStatus(zip, 200);
    expect([...unzip(zip.body).values()]).toEqual(sealedPdfs);
    const sheet = await visitor.api('GET', `/p/envelopes/${token}/background-sheet/download`);
    expectStatus(sheet, 200);
    expect(await pdfsigVerdicts(sheet.body)).toEqual(['Signature is Valid.']);
    // Section 8: a link that cannot act answers the "invalid token" 400.
    expect((await visitor.api('POST', `/p/envelopes/recipients/${token}`, { json: {} })).status).toBe(400);
  });

  it('lets the public verifier find the envelope by its code and tell a signed file from a modified one', async () => {
    const visitor = new BrowserClient(stack.url);
    const { hashid } = await envelope();
    const byCode = await visitor.api('POST', '/p/envelopes/documents/validate', { json: { code: hashid } });
    expectStatus(byCode, 200);
    expect(byCode.body).toMatchObject({
      code: hashid,
      envelope: {
        title: 'Contrato de prestação de serviços',
        state: 'completed',
        recipients: [
          { name: ANA.name, type: 'signer', state: 'done' },
          { name: BRUNO.name, type: 'approver', state: 'done' },
          { name: CAROL.name, type: 'signer', state: 'done' },
        ],
      },
      documents: [{ id: pdfId }, { id: docxId }],
    });
    expect(byCode.body).not.toHaveProperty('integrity');

    const signed = sealedPdfs[0]!;
    const check = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('code', hashid);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'documento.pdf');
      const answer = await visitor.api('POST', '/p/envelopes/documents/validate', { form });
      expectStatus(answer, 200);
      return answer.body.integrity;
    };
    const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');
    expect(await check(signed)).toMatchObject({
      valid: true,
      sha1: sha1(signed),
      document: { id: expect.any(String) },
    });
    const modified = Buffer.concat([signed, Buffer.from('\n% changed after signing\n')]);
    expect(await check(modified)).toEqual({
      valid: false,
      sha1: sha1(modified),
      document: null,
      message: 'The file does not match any signed document.',
    });
  });
});
