// Inside one organization, an envelope's files follow the rule of reading the envelope: its sender
// or a recipient it was sent to (spec envelopes §6). Another member, whatever flags they hold,
// gets the same 404 as for a missing envelope from the download, the signature page and the
// document display; only the sender sends and re-notifies. Recipients see their co-recipients'
// names and states, never their e-mail or CPF, through their link and signed in, until the envelope
// is completed: then the signature page every recipient receives, and the download page, show them.
import { expectStatus, type Answer } from './support/api-client.js';
import { BrowserClient } from './support/browser-client.js';
import { multiPagePdf, pollUntil } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { memberWith } from './support/organization-members.js';
import { fileForm } from './support/png-image.js';
import { signThroughLink, VIEWER_LINK } from './support/signing-journey.js';

const OLGA = { name: 'Olga Dona', email: 'olga@alfa-segura.example', password: 'Alfa-Segura-2026' };
const NINA = { name: 'Nina Nenhuma', email: 'nina@alfa-segura.example', password: 'Nina-Segura-2026' };
const SAULO = { name: 'Saulo Envia', email: 'saulo@alfa-segura.example', password: 'Saulo-Segura-2026' };
const RITA = { name: 'Rita Recebe', email: 'rita@alfa-segura.example', password: 'Rita-Segura-2026' };
const ANA = { name: 'Ana Cliente', email: 'ana@cliente-seguro.example' };
const BIA = { name: 'Bia Cliente', email: 'bia@cliente-seguro.example' };
const ANA_CPF = '52998224725';
const NOT_FOUND = { message: 'Envelope not found.', code: 'envelope.not_found' };

let stack: EnvelopeStack;
let olga: BrowserClient;
let nina: BrowserClient;
let saulo: BrowserClient;
let rita: BrowserClient;
let envelopeId: string;
let documentId: string;
let draftId: string;
const tokens: Record<'ana' | 'bia', string> = { ana: '', bia: '' };

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

async function linkOf(email: string, part = VIEWER_LINK): Promise<string> {
  const mail = await mailTo(stack, email, part);
  return tokenOf(mail.links.find((link) => link.includes(part))!);
}

beforeAll(async () => {
  stack = await startEnvelopeStack('security_envelope_access');
  ({ browser: olga } = await signedInWithOrganization(stack, OLGA, 'Alfa Segura'));
  [nina, saulo, rita] = await Promise.all([
    memberWith(stack, olga, NINA, []),
    memberWith(stack, olga, SAULO, ['send_envelopes']),
    memberWith(stack, olga, RITA, []),
  ]);

  const created = await olga.api('POST', '/envelopes', { json: { title: 'Contrato sigiloso' } });
  expectStatus(created, 201);
  envelopeId = created.body.id;
  const document = await olga.api('POST', `/envelopes/${envelopeId}/documents`, {
    form: fileForm('file', await multiPagePdf('Contrato sigiloso', 1), 'application/pdf', 'contrato.pdf'),
  });
  expectStatus(document, 201);
  documentId = document.body.id;
  const signers = [
    { ...ANA, identifiers: [{ code: 'CPF', is_required: true }] },
    { ...BIA, identifiers: [] },
  ];
  for (const [index, signer] of signers.entries()) {
    const recipient = await olga.api('POST', `/envelopes/${envelopeId}/recipients`, {
      json: {
        type: 'signer',
        addressees: [{ value: signer.email, name: signer.name, identifiers: signer.identifiers }],
      },
    });
    expectStatus(recipient, 201);
    const field = await olga.api('POST', `/envelopes/${envelopeId}/documents/${documentId}/fields`, {
      json: {
        recipient_id: recipient.body.id,
        type: 'signature',
        title: `Assinatura ${index + 1}`,
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.2 + index * 0.2, width: 0.3, height: 0.08 }],
      },
    });
    expectStatus(field, 201);
  }
  // Rita, a member of the organization, follows the envelope as its viewer.
  expectStatus(
    await olga.api('POST', `/envelopes/${envelopeId}/recipients`, {
      json: { type: 'carbon-copy', addressees: [{ value: RITA.email, name: RITA.name, identifiers: [] }] },
    }),
    201,
  );
  expectStatus(await olga.api('POST', `/envelopes/${envelopeId}/send`, { json: {} }), 200);
  [tokens.ana, tokens.bia] = await Promise.all([linkOf(ANA.email), linkOf(BIA.email)]);

  const draft = await olga.api('POST', '/envelopes', { json: { title: 'Rascunho da Olga' } });
  expectStatus(draft, 201);
  draftId = draft.body.id;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

type RecipientView = {
  state: string;
  addressees: Array<{
    name: string;
    value: string | null;
    identifiers: Array<{ code: string; value: string | null }>;
  }>;
};

const byName = (recipients: RecipientView[], name: string) =>
  recipients.find((recipient) => recipient.addressees[0]!.name === name)!;

describe("recipients' views", () => {
  beforeAll(async () => {
    const visitor = new BrowserClient(stack.url);
    const identified = await visitor.api('PUT', `/p/envelopes/recipients/${tokens.ana}/identifiers/CPF`, {
      json: { value: ANA_CPF },
    });
    expectStatus(identified, 200);
  });

  it("a link shows co-recipients' names and states, never their e-mail or CPF; its own recipient whole", async () => {
    const asBia = await new BrowserClient(stack.url).api('GET', `/p/envelopes/recipients/${tokens.bia}`);
    expectStatus(asBia, 200);
    const ana = byName(asBia.body.recipients, ANA.name);
    expect(ana).toMatchObject({ state: 'waiting', addressees: [{ name: ANA.name, value: null }] });
    expect(ana.addressees[0]!.identifiers).toEqual([expect.objectContaining({ code: 'CPF', value: null })]);
    expect(byName(asBia.body.recipients, RITA.name).addressees[0]!.value).toBeNull();
    expect(byName(asBia.body.recipients, BIA.name).addressees[0]!.value).toBe(BIA.email);
    expect(asBia.body.recipient.addressees[0].value).toBe(BIA.email);
    expect(JSON.stringify(asBia.body)).not.toContain(ANA_CPF);
    expect(JSON.stringify(asBia.body)).not.toContain(ANA.email);

    const asAna = await new BrowserClient(stack.url).api('GET', `/p/envelopes/recipients/${tokens.ana}`);
    expect(byName(asAna.body.recipients, ANA.name).addressees[0]).toMatchObject({
      value: ANA.email,
      identifiers: [expect.objectContaining({ code: 'CPF', value: ANA_CPF })],
    });
    expect(JSON.stringify(asAna.body)).not.toContain(BIA.email);
  });

  it('a member reading the envelope as its recipient sees the same; the sender sees every address', async () => {
    for (const path of [`/envelopes/${envelopeId}?extended=true`, `/envelopes/${envelopeId}/recipients`]) {
      const asRita = await rita.api('GET', path);
      expectStatus(asRita, 200);
      const recipients: RecipientView[] = asRita.body.recipients ?? asRita.body.data;
      expect(byName(recipients, ANA.name).addressees[0]).toMatchObject({
        value: null,
        identifiers: [expect.objectContaining({ code: 'CPF', value: null })],
      });
      expect(byName(recipients, RITA.name).addressees[0]!.value).toBe(RITA.email);
      expect(JSON.stringify(asRita.body)).not.toContain(ANA_CPF);

      const asOlga = await olga.api('GET', path);
      const whole: RecipientView[] = asOlga.body.recipients ?? asOlga.body.data;
      expect(byName(whole, ANA.name).addressees[0]).toMatchObject({
        value: ANA.email,
        identifiers: [expect.objectContaining({ code: 'CPF', value: ANA_CPF })],
      });
    }
  });
});

describe("another member and the sender's actions", () => {
  it('only the sender re-notifies and sends: a member with send_envelopes gets 404 for her envelopes', async () => {
    const renotify = await saulo.api('POST', `/envelopes/${envelopeId}/renotify`, { json: {} });
    expect(renotify.status).toBe(404);
    expect(renotify.body).toMatchObject(NOT_FOUND);
    const send = await saulo.api('POST', `/envelopes/${draftId}/send`, { json: {} });
    expect(send.status).toBe(404);
    expect(send.body).toMatchObject(NOT_FOUND);
    expect((await olga.api('GET', `/envelopes/${draftId}`)).body.state).toBe('draft');
    expectStatus(await olga.api('POST', `/envelopes/${envelopeId}/renotify`, { json: {} }), 200);
  });
});

describe('the files of a completed envelope', () => {
  const files = () => [
    `/envelopes/${envelopeId}/download`,
    `/envelopes/${envelopeId}/background-sheet/download`,
    `/envelopes/${envelopeId}/documents/${documentId}/display`,
  ];

  beforeAll(async () => {
    for (const token of [tokens.ana, tokens.bia]) await signThroughLink(stack.url, token);
    const completed = await pollUntil(
      async () => (await olga.api('GET', `/envelopes/${envelopeId}`)).body,
      (body) => ['completed', 'halted'].includes(body.state),
    );
    expect(completed.state).toBe('completed');
  }, 120_000);

  it.each([
    ['without permissions', () => nina],
    ['with send_envelopes', () => saulo],
  ])(
    'a member %s who neither sent nor receives it gets 404 for each, as for the envelope',
    async (_, who) => {
      const member = who();
      const answers: Array<[string, Answer]> = [];
      for (const path of [`/envelopes/${envelopeId}`, ...files()])
        answers.push([path, await member.api('GET', path)]);
      for (const [path, answer] of answers) {
        expect({ path, status: answer.status, body: answer.body }).toEqual({
          path,
          status: 404,
          body: expect.objectContaining(NOT_FOUND),
        });
      }
    },
  );

  it('the member who receives it and the sender get each file', async () => {
    for (const reader of [rita, olga]) {
      for (const path of files()) {
        const answer = await reader.api('GET', path);
        expectStatus(answer, 200);
        expect(answer.headers.get('content-type')).toBe('application/pdf');
        expect(Buffer.isBuffer(answer.body) && answer.body.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('shows every recipient whole once completed, as the signature page and the download page do', async () => {
    // The completion e-mail's link opens the download page, which reads the recipient's view.
    const download = await linkOf(BIA.email, '/business/envelopes/download/');
    const asBia = await new BrowserClient(stack.url).api('GET', `/p/envelopes/recipients/${download}`);
    expectStatus(asBia, 200);
    expect(byName(asBia.body.recipients, ANA.name).addressees[0]).toMatchObject({
      value: ANA.email,
      identifiers: [expect.objectContaining({ code: 'CPF', value: ANA_CPF })],
    });
    const asRita = await rita.api('GET', `/envelopes/${envelopeId}/recipients`);
    expectStatus(asRita, 200);
    expect(byName(asRita.body.data, BIA.name).addressees[0]!.value).toBe(BIA.email);
  });

  it('the history and the notes stay the sender’s (spec §2: sender view only)', async () => {
    for (const path of [`/envelopes/${envelopeId}/events`, `/envelopes/${envelopeId}/notes`]) {
      expect((await rita.api('GET', path)).status).toBe(404);
      expectStatus(await olga.api('GET', path), 200);
    }
  });
});
