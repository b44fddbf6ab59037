import { createHash } from 'node:crypto';
import { addRecipient, call, useDraftingApp, type TestMember } from './drafting-support.js';

const { app, sender } = useDraftingApp('recipient_tokens', { sender: { name: 'Sender' } });
let colleague: TestMember;
let reader: TestMember;
/** Same e-mail as `reader`, signed in to another organization. */
let readerElsewhere: TestMember;
let outsider: TestMember;

beforeAll(async () => {
  colleague = app.member({ organizationId: sender.organizationId });
  reader = app.member({ organizationId: sender.organizationId, email: 'reader@example.com', flags: [] });
  readerElsewhere = app.member({ email: 'reader@example.com' });
  outsider = app.member();
});

interface RecipientSeed {
  email: string;
  type?: string;
  state: string;
}

/** An envelope of `member` in `state` whose recipients are in the given states. */
async function envelope(state: string, recipients: RecipientSeed[], member = sender) {
  const id = (await call(app.url, 'POST', '/envelopes', { headers: member.headers, json: { title: 'T' } }))
    .body.id;
  const ids: string[] = [];
  for (const recipient of recipients)
    ids.push(await addRecipient(app, member, id, { name: 'Recipient', ...recipient }));
  await app.dataSource.query('UPDATE envelopes SET state = $2 WHERE id = $1', [id, state]);
  return { id, recipientIds: ids };
}

async function tokenCount(): Promise<number> {
  const [row] = await app.dataSource.query('SELECT count(*)::int AS count FROM recipient_tokens');
  return row.count;
}

/** The token opens the recipient's viewer through the public API, as the e-mailed link would. */
async function opensViewerOf(token: string, recipientId: string): Promise<void> {
  const view = await call(app.url, 'GET', `/p/envelopes/recipients/${token}`);
  expect(view.status).toBe(200);
  expect(JSON.stringify(view.body)).toContain(recipientId);
}

const inboxToken = (recipientId: string, member: TestMember) =>
  call(app.url, 'POST', `/envelopes/inbox/${recipientId}/token`, { headers: member.headers });
const faceToFaceToken = (envelopeId: string, recipientId: string, member = sender) =>
  call(app.url, 'POST', `/envelopes/${envelopeId}/recipients/${recipientId}/face-to-face-token`, {
    headers: member.headers,
  });

describe('POST envelopes/inbox/{recipientId}/token', () => {
  it('mints a fresh action token, stored only hashed, for the signed-in recipient whose turn it is', async () => {
    const { recipientIds } = await envelope('in-transit', [
      { email: 'reader@example.com', state: 'waiting' },
    ]);
    const answer = await inboxToken(recipientIds[0]!, reader);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ action_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const stored = await app.dataSource.query(
      'SELECT recipient_id, purpose FROM recipient_tokens WHERE token_hash = $1',
      [createHash('sha256').update(answer.body.action_token).digest('hex')],
    );
    expect(stored).toEqual([{ recipient_id: recipientIds[0], purpose: 'action' }]);
    await opensViewerOf(answer.body.action_token, recipientIds[0]!);
  });

  it('answers 404 to anyone whose e-mail is not the recipient’s address, minting nothing', async () => {
    const { recipientIds } = await envelope('in-transit', [
      { email: 'reader@example.com', state: 'waiting' },
    ]);
    const before = await tokenCount();
    for (const caller of [colleague, sender]) {
      const answer = await inboxToken(recipientIds[0]!, caller);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: 'Recipient not found.' });
    }
    expect(await tokenCount()).toBe(before);
  });

  it('answers 404 to the same address signed in to another organization, minting nothing', async () => {
    const { recipientIds } = await envelope('in-transit', [
      { email: 'reader@example.com', state: 'waiting' },
    ]);
    const before = await tokenCount();
    expect((await inboxToken(recipientIds[0]!, readerElsewhere)).status).toBe(404);
    expect(await tokenCount()).toBe(before);
  });

  it('answers 404 for an unknown or malformed recipient id', async () => {
    expect((await inboxToken('00000000-0000-4000-8000-000000000000', reader)).status).toBe(404);
    expect((await inboxToken('not-a-uuid', reader)).status).toBe(404);
  });

  it('answers 412 while it is not the recipient’s turn, after they acted, and once the envelope is not in transit', async () => {
    const queued = await envelope('in-transit', [
      { email: 'first@example.com', state: 'waiting' },
      { email: 'reader@example.com', state: 'queued' },
    ]);
    const done = await envelope('in-transit', [
      { email: 'reader@example.com', state: 'done' },
      { email: 'other@example.com', state: 'waiting' },
    ]);
    const completed = await envelope('completed', [{ email: 'reader@example.com', state: 'done' }]);
    const draft = await envelope('draft', [{ email: 'reader@example.com', state: 'waiting' }]);
    const before = await tokenCount();
    const cases = [
      [queued.recipientIds[1], 'It is not this recipient’s turn yet.'],
      [done.recipientIds[0], 'This recipient cannot act on the envelope.'],
      [completed.recipientIds[0], 'The envelope is not waiting for signatures.'],
      [draft.recipientIds[0], 'The envelope is not waiting for signatures.'],
    ] as const;
    for (const [recipientId, message] of cases) {
      const answer = await inboxToken(recipientId!, reader);
      expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 412, body: { message } });
    }
    expect(await tokenCount()).toBe(before);
  });
});

describe('POST envelopes/{id}/recipients/{recipientId}/face-to-face-token', () => {
  it('mints an action token for the sender’s waiting in-person signer', async () => {
    const { id, recipientIds } = await envelope('in-transit', [
      { email: 'presencial@example.com', type: 'in-person-signer', state: 'waiting' },
    ]);
    const answer = await faceToFaceToken(id, recipientIds[0]!);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ action_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    await opensViewerOf(answer.body.action_token, recipientIds[0]!);
  });

  it('answers 404 to another organization and to a colleague who is not the sender, minting nothing', async () => {
    const { id, recipientIds } = await envelope('in-transit', [
      { email: 'presencial@example.com', type: 'in-person-signer', state: 'waiting' },
    ]);
    const before = await tokenCount();
    for (const caller of [outsider, colleague]) {
      const answer = await faceToFaceToken(id, recipientIds[0]!, caller);
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status: 404,
        body: { message: 'Envelope not found.' },
      });
    }
    expect(await tokenCount()).toBe(before);
  });

  it('answers 403 to a member without send_envelopes', async () => {
    const { id, recipientIds } = await envelope('in-transit', [
      { email: 'presencial@example.com', type: 'in-person-signer', state: 'waiting' },
    ]);
    expect((await faceToFaceToken(id, recipientIds[0]!, reader)).status).toBe(403);
  });

  it('answers 404 for a recipient of another envelope', async () => {
    const mine = await envelope('in-transit', [
      { email: 'a@example.com', type: 'in-person-signer', state: 'waiting' },
    ]);
    const other = await envelope('in-transit', [
      { email: 'b@example.com', type: 'in-person-signer', state: 'waiting' },
    ]);
    const answer = await faceToFaceToken(mine.id, other.recipientIds[0]!);
    expect({ status: answer.status, body: answer.body }).toMatchObject({
      status: 404,
      body: { message: 'Recipient not found.' },
    });
  });

  it('answers 412 for a recipient who does not sign in person, who already signed, or an envelope not in transit', async () => {
    const remote = await envelope('in-transit', [{ email: 'remote@example.com', state: 'waiting' }]);
    const signed = await envelope('in-transit', [
      { email: 'p@example.com', type: 'in-person-signer', state: 'done' },
      { email: 'q@example.com', state: 'waiting' },
    ]);
    const cancelled = await envelope('cancelled', [
      { email: 'p@example.com', type: 'in-person-signer', state: 'waiting' },
    ]);
    const before = await tokenCount();
    const cases = [
      [remote, 'This recipient does not sign in person.'],
      [signed, 'This recipient cannot act on the envelope.'],
      [cancelled, 'The envelope is not waiting for signatures.'],
    ] as const;
    for (const [target, message] of cases) {
      const answer = await faceToFaceToken(target.id, target.recipientIds[0]!);
      expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 412, body: { message } });
    }
    expect(await tokenCount()).toBe(before);
  });
});
