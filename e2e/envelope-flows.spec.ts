// The envelope's other ways through, on the whole stack behind the gateway (started once for the
// file): a recipient rejects with a reason, the sender cancels, a routing group of two signers is
// invited at once, the sender re-notifies, and a template becomes a draft that is sent. Every
// e-mail checked here is one the notifications worker delivered to the test SMTP server.
import type { ParsedMessage } from '@rubrica/testing';
import { BrowserClient } from './support/browser-client.js';
import { multiPagePdf, pollUntil } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm } from './support/png-image.js';

const SOFIA = { name: 'Sofia Sender', email: 'sofia@flows.example', password: 'Orbita-2024' };
const VIEWER_LINK = '/business/envelopes/viewer/';

let stack: EnvelopeStack;
let sofia: BrowserClient;

interface Person {
  name: string;
  email: string;
}

/** Fails with the answer's body in the message, which a bare status comparison would hide. */
function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
}

function tokenOf(message: ParsedMessage): string {
  const link = message.links.find((candidate) => candidate.includes(VIEWER_LINK));
  if (!link) throw new Error(`no viewer link in the e-mail to ${message.to.join(', ')}`);
  return new URL(link).pathname.split('/').pop()!;
}

/** Every e-mail delivered so far to `address` carrying a viewer link. */
function invitationsTo(address: string): ParsedMessage[] {
  return stack.smtp.messages.filter(
    (message) => message.to.includes(address) && message.links.some((link) => link.includes(VIEWER_LINK)),
  );
}

/** The next delivered e-mail to `address` whose text mentions `words` (after the first `after`). */
function mailMentioning(address: string, words: string, after = 0): Promise<ParsedMessage> {
  return stack.smtp.waitForMessage(
    (message) =>
      stack.smtp.messages.indexOf(message) >= after &&
      message.to.includes(address) &&
      `${message.subject}\n${message.text}`.includes(words),
    30_000,
  );
}

/** A draft with one PDF and `signers` (each with a signature field), answered by id. */
async function draft(title: string, signers: Array<Person & { order?: number }>): Promise<string> {
  const created = await sofia.api('POST', '/envelopes', { json: { title } });
  expectStatus(created, 201);
  const id: string = created.body.id;
  const document = await sofia.api('POST', `/envelopes/${id}/documents`, {
    form: fileForm('file', await multiPagePdf(title, 2), 'application/pdf', 'contrato.pdf'),
  });
  expectStatus(document, 201);
  for (const signer of signers) {
    const recipient = await sofia.api('POST', `/envelopes/${id}/recipients`, {
      json: {
        type: 'signer',
        routing_order: signer.order ?? null,
        addressees: [{ value: signer.email, name: signer.name }],
      },
    });
    expectStatus(recipient, 201);
    const field = await sofia.api('POST', `/envelopes/${id}/documents/${document.body.id}/fields`, {
      json: {
        recipient_id: recipient.body.id,
        type: 'signature',
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.7, width: 0.3, height: 0.06 }],
      },
    });
    expectStatus(field, 201);
  }
  return id;
}

async function send(id: string): Promise<void> {
  expectStatus(await sofia.api('POST', `/envelopes/${id}/send`, { json: {} }), 200);
}

async function stateOf(id: string): Promise<string> {
  const answer = await sofia.api('GET', `/envelopes/${id}`);
  expectStatus(answer, 200);
  return answer.body.state;
}

beforeAll(async () => {
  stack = await startEnvelopeStack('envelope_flows');
  await signUpThroughPages(stack, SOFIA);
  sofia = await signInBrowser(stack, SOFIA.email, SOFIA.password);
  const organization = await sofia.api('POST', '/organizations', { json: { name: 'Fluxos' } });
  expectStatus(organization, 201);
  sofia.organization = organization.body.id;
});

afterAll(async () => {
  await stack?.stop();
});

describe('a recipient who rejects', () => {
  it('rejects the envelope with a reason from their e-mail link, and the sender is told why', async () => {
    const rita = { name: 'Rita Recusa', email: 'rita@cliente.example' };
    const id = await draft('Proposta comercial', [rita]);
    await send(id);
    const token = tokenOf(await mailTo(stack, rita.email, VIEWER_LINK));
    const visitor = new BrowserClient(stack.url);

    const withoutReason = await visitor.api('DELETE', `/p/envelopes/recipients/${token}`, { json: {} });
    expectStatus(withoutReason, 422);
    expect(withoutReason.body).toMatchObject({
      message: expect.any(String),
      errors: { reason: ['The reason field is required.'] },
    });
    const rejected = await visitor.api('DELETE', `/p/envelopes/recipients/${token}`, {
      json: { reason: 'O valor está errado.' },
    });
    expectStatus(rejected, 200);
    expect(await stateOf(id)).toBe('rejected');

    const told = await mailMentioning(SOFIA.email, 'O valor está errado.');
    expect(told.text).toContain(rita.name);
    // The link died with the envelope.
    expect((await visitor.api('GET', `/p/envelopes/recipients/${token}`)).status).toBe(400);
  });
});

describe('a sender who cancels', () => {
  it('cancels a pending envelope; the recipients are told and their links stop working', async () => {
    const caio = { name: 'Caio Cancelado', email: 'caio@cliente.example' };
    const id = await draft('Contrato cancelado', [caio]);
    await send(id);
    const token = tokenOf(await mailTo(stack, caio.email, VIEWER_LINK));
    const before = stack.smtp.messages.length;
    const visitor = new BrowserClient(stack.url);
    expectStatus(await visitor.api('GET', `/p/envelopes/recipients/${token}`), 200);

    expectStatus(await sofia.api('POST', `/envelopes/${id}/cancel`, { json: {} }), 200);
    expect(await stateOf(id)).toBe('cancelled');
    const told = await mailMentioning(caio.email, 'Contrato cancelado', before);
    expect(told.links.some((link) => link.includes(VIEWER_LINK))).toBe(false);
    const dead = await visitor.api('GET', `/p/envelopes/recipients/${token}`);
    expect(dead.status).toBe(400);
    expect(dead.body).toMatchObject({ message: expect.any(String) });
    const act = await visitor.api('POST', `/p/envelopes/recipients/${token}`, { json: {} });
    expect(act.status).toBe(400);
  });
});

describe('a routing group and re-notifying', () => {
  const paula = { name: 'Paula Paralela', email: 'paula@cliente.example' };
  const pedro = { name: 'Pedro Paralelo', email: 'pedro@cliente.example' };
  const ultimo = { name: 'Úrsula Última', email: 'ursula@cliente.example' };
  let id: string;

  it('invites both signers of the same routing order at send, and the next group only after both', async () => {
    id = await draft('Acordo de sócios', [
      { ...paula, order: 1 },
      { ...pedro, order: 1 },
      { ...ultimo, order: 2 },
    ]);
    await send(id);
    await mailTo(stack, paula.email, VIEWER_LINK);
    await mailTo(stack, pedro.email, VIEWER_LINK);
    const answer = await sofia.api('GET', `/envelopes/${id}?extended=1`);
    const states = Object.fromEntries(
      answer.body.recipients.map((recipient: { addressees: Array<{ value: string }>; state: string }) => [
        recipient.addressees[0]!.value,
        recipient.state,
      ]),
    );
    expect(states).toEqual({ [paula.email]: 'waiting', [pedro.email]: 'waiting', [ultimo.email]: 'queued' });
    expect(invitationsTo(ultimo.email)).toEqual([]);
  });

  it('re-notifies every recipient whose turn it is with a fresh link, the older link still working', async () => {
    const renotified = await sofia.api('POST', `/envelopes/${id}/renotify`, { json: {} });
    expectStatus(renotified, 200);
    const again = await pollUntil(
      async () => [invitationsTo(paula.email).length, invitationsTo(pedro.email).length],
      (counts) => counts.every((count) => count >= 2),
      { timeoutMs: 30_000 },
    );
    expect(again).toEqual([2, 2]);
    expect(invitationsTo(ultimo.email)).toEqual([]);
    const [first, second] = invitationsTo(paula.email).map(tokenOf);
    expect(first).not.toBe(second);
    const visitor = new BrowserClient(stack.url);
    expectStatus(await visitor.api('GET', `/p/envelopes/recipients/${first}`), 200);
    expectStatus(await visitor.api('GET', `/p/envelopes/recipients/${second}`), 200);
  });
});

describe('a template', () => {
  it('keeps roles without addresses; its draft copy is sent once the addresses are filled in', async () => {
    const tania = { name: 'Tânia Modelo', email: 'tania@cliente.example' };
    const source = await draft('Termo padrão', [tania]);
    const template = await sofia.api('POST', `/envelopes/${source}/copy`, { json: { into: 'template' } });
    expectStatus(template, 201);
    expect(template.body.state).toBe('template');

    const copied = await sofia.api('POST', `/envelopes/${template.body.id}/copy`, {
      json: { into: 'draft' },
    });
    expectStatus(copied, 201);
    expect(copied.body).toMatchObject({ state: 'draft', title: 'Termo padrão' });
    expect(copied.body.id).not.toBe(template.body.id);
    // The template holds the role, not the person: the draft needs the address before it is sent.
    const [role] = (await sofia.api('GET', `/envelopes/${copied.body.id}/recipients`)).body.data ?? [];
    expect(role.addressees[0]).toMatchObject({ name: tania.name, value: '' });
    expectStatus(await sofia.api('POST', `/envelopes/${copied.body.id}/send`, { json: {} }), 422);
    const filled = await sofia.api('PATCH', `/envelopes/${copied.body.id}/recipients/${role.id}`, {
      json: { type: 'signer', addressees: [{ value: tania.email, name: tania.name }] },
    });
    expectStatus(filled, 200);
    await send(copied.body.id);

    const invitation = await mailTo(stack, tania.email, VIEWER_LINK);
    const view = await new BrowserClient(stack.url).api(
      'GET',
      `/p/envelopes/recipients/${tokenOf(invitation)}`,
    );
    expectStatus(view, 200);
    expect(await stateOf(copied.body.id)).toBe('in-transit');
    expect(await stateOf(template.body.id)).toBe('template');
  });
});

describe('links minted for signed-in callers', () => {
  const OTTO = { name: 'Otto Outro', email: 'otto@outra.example', password: 'Outra-rota-2024' };

  it('gives the signed-in recipient a link to their inbox item and the sender one for an in-person signer', async () => {
    const id = await draft('Recibo presencial', [{ name: SOFIA.name, email: SOFIA.email, order: 1 }]);
    const inPerson = await sofia.api('POST', `/envelopes/${id}/recipients`, {
      json: {
        type: 'in-person-signer',
        routing_order: 1,
        addressees: [{ via: 'face-to-face', value: 'ines@cliente.example', name: 'Inês Presencial' }],
      },
    });
    expectStatus(inPerson, 201);
    // An in-person signer is sent only with a signature field to sign in.
    const [document] = (await sofia.api('GET', `/envelopes/${id}?extended=true`)).body.documents;
    const field = await sofia.api('POST', `/envelopes/${id}/documents/${document.id}/fields`, {
      json: {
        recipient_id: inPerson.body.id,
        type: 'signature',
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.5, y_axis: 0.7, width: 0.3, height: 0.06 }],
      },
    });
    expectStatus(field, 201);
    await send(id);

    const inbox = await sofia.api('GET', '/envelopes/inbox');
    expectStatus(inbox, 200);
    const item = inbox.body.data.find((entry: { envelope: { id: string } }) => entry.envelope.id === id);
    const minted = await sofia.api('POST', `/envelopes/inbox/${item.id}/token`, { json: {} });
    expectStatus(minted, 201);
    const visitor = new BrowserClient(stack.url);
    expectStatus(await visitor.api('GET', `/p/envelopes/recipients/${minted.body.action_token}`), 200);

    const handed = await sofia.api(
      'POST',
      `/envelopes/${id}/recipients/${inPerson.body.id}/face-to-face-token`,
      {
        json: {},
      },
    );
    expectStatus(handed, 201);
    const view = await visitor.api('GET', `/p/envelopes/recipients/${handed.body.action_token}`);
    expectStatus(view, 200);
    expect(JSON.stringify(view.body)).toContain(inPerson.body.id);

    // Another organization's member gets nothing, whatever ids they send.
    await signUpThroughPages(stack, OTTO);
    const otto = await signInBrowser(stack, OTTO.email, OTTO.password);
    otto.organization = (await otto.api('POST', '/organizations', { json: { name: 'Outra' } })).body.id;
    expect(
      (await otto.api('POST', `/envelopes/${id}/recipients/${inPerson.body.id}/face-to-face-token`)).status,
    ).toBe(404);
    expect((await otto.api('POST', `/envelopes/inbox/${item.id}/token`)).status).toBe(404);
  });
});
