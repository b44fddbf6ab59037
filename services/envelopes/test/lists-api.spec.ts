import { addRecipient, call, useDraftingApp, type TestMember } from './drafting-support.js';

const { app, sender } = useDraftingApp('lists_api', { sender: { name: 'Sender' } });
let colleague: TestMember;
let reader: TestMember;

beforeAll(async () => {
  colleague = app.member({ organizationId: sender.organizationId });
  reader = app.member({ organizationId: sender.organizationId, email: 'reader@example.com', flags: [] });
});

let clock = Date.parse('2030-01-01T00:00:00Z');

/** An envelope in `state`, created at a distinct, increasing time. */
async function envelope(
  member: TestMember,
  title: string,
  state: string,
  recipients: Array<{ type?: string; email: string; name?: string; state?: string }> = [],
  subject?: string,
): Promise<string> {
  const id = (await call(app.url, 'POST', '/envelopes', { headers: member.headers, json: { title } })).body
    .id;
  if (subject)
    await call(app.url, 'PATCH', `/envelopes/${id}`, { headers: member.headers, json: { subject } });
  for (const recipient of recipients) await addRecipient(app, member, id, recipient);
  clock += 60_000;
  await app.dataSource.query('UPDATE envelopes SET state = $2, created_at = $3 WHERE id = $1', [
    id,
    state,
    new Date(clock),
  ]);
  return id;
}

const get = (path: string, member = sender) => call(app.url, 'GET', path, { headers: member.headers });
const titles = (body: { data: Array<{ title?: string; envelope?: { title: string } }> }) =>
  body.data.map((item) => item.title ?? item.envelope!.title);

beforeAll(async () => {
  await envelope(sender, 'Rascunho', 'draft');
  await envelope(sender, 'Modelo', 'template');
  await envelope(
    sender,
    'Locação',
    'in-transit',
    [
      { email: 'reader@example.com', name: 'Reader', state: 'waiting' },
      { email: 'done@example.com', state: 'done' },
    ],
    'Aluguel do apartamento',
  );
  await envelope(sender, 'Compra', 'completed', [{ email: 'reader@example.com', state: 'done' }]);
  await envelope(sender, 'Cancelado', 'cancelled', [{ email: 'someone@example.com', name: 'Zé Ninguém' }]);
  await envelope(sender, 'Recusado', 'rejected');
  await envelope(sender, 'Processando', 'processing');
  await envelope(sender, 'Presencial', 'in-transit', [
    { type: 'in-person-signer', email: 'ip1@example.com', name: 'Presencial 1', state: 'waiting' },
    { type: 'in-person-signer', email: 'ip2@example.com', name: 'Presencial 2', state: 'done' },
    { type: 'signer', email: 'remote@example.com', state: 'waiting' },
  ]);
  await envelope(colleague, 'Do colega', 'in-transit', [{ email: 'reader@example.com', state: 'waiting' }]);
  await envelope(colleague, 'Rascunho do colega', 'draft', [{ email: 'reader@example.com' }]);
});

describe('GET envelopes', () => {
  it('lists only the caller’s own envelopes, newest first', async () => {
    const answer = await get('/envelopes');
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual([
      'Presencial',
      'Processando',
      'Recusado',
      'Cancelado',
      'Compra',
      'Locação',
      'Modelo',
      'Rascunho',
    ]);
    expect(answer.body.meta).toMatchObject({ current_page: 1, total: 8 });
    expect(answer.body.links).toEqual({ next: null, prev: null });
  });

  it('filters by state, reading pending as in-transit', async () => {
    expect(titles((await get('/envelopes?filter[state]=draft')).body)).toEqual(['Rascunho']);
    expect(titles((await get('/envelopes?filter[state]=template')).body)).toEqual(['Modelo']);
    expect(titles((await get('/envelopes?filter[state]=pending')).body)).toEqual(['Presencial', 'Locação']);
    expect(titles((await get('/envelopes?filter[state]=completed,cancelled')).body)).toEqual([
      'Cancelado',
      'Compra',
    ]);
    const item = (await get('/envelopes?filter[state]=in-transit')).body.data[0];
    expect(item).toMatchObject({ state: 'in-transit', status: 'pending' });
  });

  it('refuses an unknown state', async () => {
    const answer = await get('/envelopes?filter[state]=lost');
    expect(answer.status).toBe(422);
    expect(answer.body.errors['filter[state].0']).toEqual([
      expect.stringMatching(/^The state must be one of: draft, template/),
    ]);
  });

  it('sorts oldest first on request', async () => {
    expect(titles((await get('/envelopes?sort=created_at')).body)[0]).toBe('Rascunho');
    expect((await get('/envelopes?sort=size')).status).toBe(422);
  });

  it('searches the title, the subject and the recipients', async () => {
    expect(titles((await get('/envelopes?q=loca')).body)).toEqual(['Locação']);
    expect(titles((await get('/envelopes?q=apartamento')).body)).toEqual(['Locação']);
    expect(titles((await get('/envelopes?q=ninguém')).body)).toEqual(['Cancelado']);
    expect(titles((await get('/envelopes?q=done@example')).body)).toEqual(['Locação']);
    expect(titles((await get('/envelopes?q=%25')).body)).toEqual([]);
  });

  it('searches ignoring case, one title, subject, name or address at a time', async () => {
    expect(titles((await get('/envelopes?q=LOCA%C3%87%C3%83O')).body)).toEqual(['Locação']);
    expect(titles((await get('/envelopes?q=DONE@EXAMPLE')).body)).toEqual(['Locação']);
    expect(titles((await get('/envelopes?q=NINGU%C3%89M')).body)).toEqual(['Cancelado']);
    // The stored search texts join title and subject, and a recipient's name and address, with U+001F.
    expect(titles((await get('/envelopes?q=loca%C3%A7%C3%A3o%1Faluguel')).body)).toEqual([]);
    expect(titles((await get('/envelopes?q=ningu%C3%A9m%1Fsomeone')).body)).toEqual([]);
  });

  it('includes recipients, their stats and documents when asked', async () => {
    const answer = await get(
      '/envelopes?filter[state]=in-transit&include=recipients,recipients_stats,documents&q=loca',
    );
    expect(answer.body.data[0]).toMatchObject({
      title: 'Locação',
      recipients_stats: { done: 1, total: 2 },
      documents: [],
    });
    expect(answer.body.data[0].recipients).toHaveLength(2);
    expect((await get('/envelopes')).body.data[0].recipients).toBeUndefined();
    const unknown = await get('/envelopes?include=sender,recipients_stats');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data[0].recipients_stats).toBeDefined();
  });

  it('pages 15 at a time with links that keep the query', async () => {
    for (let index = 0; index < 15; index += 1) await envelope(colleague, `Página ${index}`, 'draft');
    const first = await get('/envelopes?filter[state]=draft', colleague);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.links.next).toBe('?filter%5Bstate%5D=draft&sort=-created_at&page=2');
    const second = await get('/envelopes?filter[state]=draft&page=2', colleague);
    expect(titles(second.body)).toEqual(['Rascunho do colega']);
    expect(second.body.meta.current_page).toBe(2);
    expect(second.body.links.prev).toBe('?filter%5Bstate%5D=draft&sort=-created_at&page=1');
  });
});

describe('GET envelopes/inbox', () => {
  it('lists what was sent to the caller’s e-mail in the organization, newest envelope first, never drafts', async () => {
    const answer = await get('/envelopes/inbox', reader);
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual(['Do colega', 'Compra', 'Locação']);
    expect(answer.body.data[0]).toMatchObject({
      type: 'signer',
      state: 'waiting',
      envelope: { title: 'Do colega', state: 'in-transit' },
    });
    expect(answer.body.data[0].id).toEqual(answer.body.data[0].recipient.id);
    expect(answer.body.data[0].action_token).toBeUndefined();
  });

  it('filters by the recipient’s state and by the envelope’s state', async () => {
    expect(titles((await get('/envelopes/inbox?filter[state]=done', reader)).body)).toEqual(['Compra']);
    expect(titles((await get('/envelopes/inbox?filter[envelope.state]=pending', reader)).body)).toEqual([
      'Do colega',
      'Locação',
    ]);
    expect(
      titles(
        (await get('/envelopes/inbox?filter[state]=waiting&filter[envelope.state]=in-transit', reader)).body,
      ),
    ).toEqual(['Do colega', 'Locação']);
    expect((await get('/envelopes/inbox?filter[envelope.state]=draft', reader)).status).toBe(422);
  });

  it('sorts, searches, limits and adds the envelope’s recipients stats', async () => {
    expect(titles((await get('/envelopes/inbox?sort=envelope.created_at', reader)).body)).toEqual([
      'Locação',
      'Compra',
      'Do colega',
    ]);
    expect(titles((await get('/envelopes/inbox?q=aluguel', reader)).body)).toEqual(['Locação']);
    expect(titles((await get('/envelopes/inbox?q=ALUGUEL', reader)).body)).toEqual(['Locação']);
    expect(titles((await get('/envelopes/inbox?q=comp', reader)).body)).toEqual(['Compra']);
    // The stored search text joins title, subject and sender with U+001F.
    expect(titles((await get('/envelopes/inbox?q=loca%C3%A7%C3%A3o%1Faluguel', reader)).body)).toEqual([]);
    const limited = await get('/envelopes/inbox?limit=2&include=envelope.recipients_stats', reader);
    expect(limited.body.data).toHaveLength(2);
    expect(limited.body.meta).toMatchObject({ per_page: 2, total: 3, last_page: 2 });
    expect(limited.body.data[0].envelope.recipients_stats).toEqual({ done: 0, total: 1 });
    expect((await get('/envelopes/inbox?limit=500', reader)).status).toBe(422);
  });

  it('shows nothing of another organization', async () => {
    const elsewhere = app.member({ email: 'reader@example.com' });
    expect((await get('/envelopes/inbox', elsewhere)).body.data).toEqual([]);
  });
});

describe('GET envelopes/stats', () => {
  it('counts the caller’s own sent envelopes by state, processing as in transit', async () => {
    const answer = await get('/envelopes/stats?source=self');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ 'in-transit': 3, rejected: 1, completed: 1, cancelled: 1 });
    expect((await get('/envelopes/stats')).body).toEqual(answer.body);
  });

  it('counts the whole organization with source=workspace', async () => {
    expect((await get('/envelopes/stats?source=workspace')).body).toEqual({
      'in-transit': 4,
      rejected: 1,
      completed: 1,
      cancelled: 1,
    });
    expect((await get('/envelopes/stats?source=everyone')).status).toBe(422);
  });
});

describe('GET envelopes/face-to-face', () => {
  it('lists in-transit envelopes with waiting or signing in-person signers, each with those signers', async () => {
    const answer = await get('/envelopes/face-to-face?filter[state]=waiting,signing');
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual(['Presencial']);
    expect(
      answer.body.data[0].recipients.map(
        (r: { addressees: Array<{ name: string }> }) => r.addressees[0]!.name,
      ),
    ).toEqual(['Presencial 1']);
    expect(titles((await get('/envelopes/face-to-face')).body)).toEqual(['Presencial']);
    const done = await get('/envelopes/face-to-face?filter[state]=done');
    expect(
      done.body.data[0].recipients.map((r: { addressees: Array<{ name: string }> }) => r.addressees[0]!.name),
    ).toEqual(['Presencial 2']);
    expect((await get('/envelopes/face-to-face', colleague)).body.data).toEqual([]);
  });
});
