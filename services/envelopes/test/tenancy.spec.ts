import {
  call,
  fileForm,
  imageContentForm,
  makePdf,
  PNG_PIXEL,
  useDraftingApp,
  type TestMember,
} from './drafting-support.js';

const { app } = useDraftingApp('tenancy');
let owner: TestMember;
let intruder: TestMember;
let victim: { envelope: string; document: string; recipient: string; field: string; content: string };
let own: { envelope: string; document: string; recipient: string };

beforeAll(async () => {
  owner = app.member({ name: 'Owner', email: 'shared@example.com' });
  // Another organization's owner, with every permission, and even the same e-mail.
  intruder = app.member({ owner: true, email: 'shared@example.com' });
  victim = await seedEnvelope(owner);
  const mine = await seedEnvelope(intruder);
  own = { envelope: mine.envelope, document: mine.document, recipient: mine.recipient };
});

async function seedEnvelope(member: TestMember) {
  const headers = member.headers;
  const envelope = (await call(app.url, 'POST', '/envelopes', { headers, json: { title: 'Secret' } })).body
    .id;
  const document = (
    await call(app.url, 'POST', `/envelopes/${envelope}/documents`, {
      headers,
      form: fileForm(await makePdf(), 's.pdf'),
    })
  ).body.id;
  const recipient = (
    await call(app.url, 'POST', `/envelopes/${envelope}/recipients`, {
      headers,
      json: { type: 'signer', addressees: [{ value: `${member.user.id}@example.org`, name: 'Signer' }] },
    })
  ).body.id;
  const box = { page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.05 };
  const field = (
    await call(app.url, 'POST', `/envelopes/${envelope}/documents/${document}/fields`, {
      headers,
      json: { recipient_id: recipient, type: 'signature', widgets: [box] },
    })
  ).body.id;
  const content = (
    await call(app.url, 'POST', `/envelopes/${envelope}/documents/${document}/contents`, {
      headers,
      json: { type: 'text', value: 'Confidencial', ...box },
    })
  ).body.id;
  return { envelope, document, recipient, field, content };
}

/** Everything stored about the victim's envelope, to compare before and after. */
async function snapshot(): Promise<unknown> {
  const query = (sql: string) => app.dataSource.query(sql, [victim.envelope]);
  return {
    envelope: await query('SELECT * FROM envelopes WHERE id = $1'),
    documents: await query('SELECT * FROM documents WHERE envelope_id = $1'),
    recipients: await query('SELECT * FROM recipients WHERE envelope_id = $1'),
    fields: await query(
      'SELECT f.* FROM fields f JOIN documents d ON d.id = f.document_id WHERE d.envelope_id = $1',
    ),
    contents: await query(
      'SELECT c.* FROM contents c JOIN documents d ON d.id = c.document_id WHERE d.envelope_id = $1',
    ),
    events: await query('SELECT count(*) FROM envelope_events WHERE envelope_id = $1'),
    outbox: await app.dataSource.query('SELECT count(*) FROM outbox_events'),
  };
}

function imageForm(): FormData {
  return imageContentForm({ bytes: PNG_PIXEL, name: 'x.png', type: 'image/png' }, { _method: 'PATCH' });
}

describe('another organization', () => {
  it('gets 404 on every route naming the envelope, and nothing changes', async () => {
    const e = `/envelopes/${victim.envelope}`;
    const d = `${e}/documents/${victim.document}`;
    const box = { page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.05 };
    const routes: Array<[string, string, { json?: unknown; form?: () => Promise<FormData> | FormData }?]> = [
      ['GET', e],
      ['GET', `${e}?extended=true`],
      ['PATCH', e, { json: { title: 'Mine now' } }],
      ['DELETE', e],
      ['POST', `${e}/copy`, { json: { into: 'draft' } }],
      ['GET', `${e}/events`],
      ['GET', `${e}/notes`],
      ['GET', `${e}/recipients`],
      [
        'POST',
        `${e}/recipients`,
        { json: { type: 'signer', addressees: [{ value: 'x@example.com', name: 'X' }] } },
      ],
      ['PATCH', `${e}/recipients/${victim.recipient}`, { json: { name: 'Changed' } }],
      ['DELETE', `${e}/recipients/${victim.recipient}`],
      ['POST', `${e}/documents`, { form: async () => fileForm(await makePdf(), 'x.pdf') }],
      ['DELETE', d],
      [
        'POST',
        `${d}/fields`,
        { json: { recipient_id: victim.recipient, type: 'signature', widgets: [box] } },
      ],
      ['PATCH', `${d}/fields/${victim.field}`, { json: { is_required: true } }],
      ['DELETE', `${d}/fields/${victim.field}`],
      ['POST', `${d}/contents`, { json: { type: 'text', value: 'x', ...box } }],
      ['PATCH', `${d}/contents/${victim.content}`, { json: { value: 'x' } }],
      ['POST', `${d}/contents/${victim.content}`, { form: imageForm }],
      ['DELETE', `${d}/contents/${victim.content}`],
    ];
    const before = await snapshot();
    for (const [method, path, body] of routes) {
      const answer = await call(app.url, method, path, {
        headers: intruder.headers,
        json: body?.json,
        form: body?.form ? await body.form() : undefined,
      });
      expect({ method, path, status: answer.status, body: answer.body }).toEqual({
        method,
        path,
        status: 404,
        body: { code: 'envelope.not_found', message: 'Envelope not found.' },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('cannot reach the victim’s documents, recipients, fields or contents through its own envelope', async () => {
    const e = `/envelopes/${own.envelope}`;
    const before = await snapshot();
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `${e}/recipients/${victim.recipient}`, { name: 'Changed' }],
      ['DELETE', `${e}/recipients/${victim.recipient}`, undefined],
      ['DELETE', `${e}/documents/${victim.document}`, undefined],
      ['PATCH', `${e}/documents/${victim.document}/fields/${victim.field}`, { is_required: true }],
      ['PATCH', `${e}/documents/${own.document}/fields/${victim.field}`, { is_required: true }],
      ['DELETE', `${e}/documents/${own.document}/fields/${victim.field}`, undefined],
      ['PATCH', `${e}/documents/${own.document}/contents/${victim.content}`, { value: 'x' }],
      ['DELETE', `${e}/documents/${own.document}/contents/${victim.content}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      const answer = await call(app.url, method, path, { headers: intruder.headers, json });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    const field = await call(app.url, 'POST', `${e}/documents/${own.document}/fields`, {
      headers: intruder.headers,
      json: {
        recipient_id: victim.recipient,
        type: 'signature',
        widgets: [{ page: 1, x_axis: 0, y_axis: 0, width: 0.2, height: 0.1 }],
      },
    });
    expect(field.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('sees none of the victim’s envelopes in its lists, inbox, stats or in-person list', async () => {
    await app.dataSource.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = $1`, [victim.envelope]);
    await app.dataSource.query(
      `UPDATE recipients SET addressees = jsonb_set(addressees, '{0,value}', '"shared@example.com"') WHERE id = $1`,
      [victim.recipient],
    );
    const ids = (body: { data: Array<{ id: string; envelope?: { id: string } }> }) =>
      body.data.map((item) => item.envelope?.id ?? item.id);
    for (const path of ['/envelopes', '/envelopes/inbox', '/envelopes/face-to-face?filter[state]=waiting']) {
      const answer = await call(app.url, 'GET', path, { headers: intruder.headers });
      expect(answer.status).toBe(200);
      expect(ids(answer.body)).not.toContain(victim.envelope);
    }
    const stats = await call(app.url, 'GET', '/envelopes/stats?source=workspace', {
      headers: intruder.headers,
    });
    expect(stats.body['in-transit']).toBe(0);
    // The same e-mail in the victim's organization does see it: the inbox is per organization.
    const inbox = await call(app.url, 'GET', '/envelopes/inbox', { headers: owner.headers });
    expect(ids(inbox.body)).toContain(victim.envelope);
  });
});

describe('a member without the send_envelopes permission', () => {
  it('gets 403 on every drafting change, still reads, and nothing changes', async () => {
    const reader = app.member({ organizationId: owner.organizationId, flags: ['manage_users'] });
    const e = `/envelopes/${victim.envelope}`;
    const d = `${e}/documents/${victim.document}`;
    const box = { page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.05 };
    const changes: Array<[string, string, unknown]> = [
      ['POST', '/envelopes', { title: 'x' }],
      ['PATCH', e, { title: 'x' }],
      ['DELETE', e, undefined],
      ['POST', `${e}/copy`, { into: 'draft' }],
      ['POST', `${e}/recipients`, { type: 'signer', addressees: [{ value: 'x@example.com', name: 'X' }] }],
      ['PATCH', `${e}/recipients/${victim.recipient}`, { name: 'x' }],
      ['DELETE', `${e}/recipients/${victim.recipient}`, undefined],
      ['POST', `${e}/documents`, undefined],
      ['DELETE', d, undefined],
      ['POST', `${d}/fields`, { recipient_id: victim.recipient, type: 'signature', widgets: [box] }],
      ['PATCH', `${d}/fields/${victim.field}`, { is_required: true }],
      ['DELETE', `${d}/fields/${victim.field}`, undefined],
      ['POST', `${d}/contents`, { type: 'text', value: 'x', ...box }],
      ['PATCH', `${d}/contents/${victim.content}`, { value: 'x' }],
      ['POST', `${d}/contents/${victim.content}`, { value: 'x', _method: 'PATCH' }],
      ['DELETE', `${d}/contents/${victim.content}`, undefined],
    ];
    const before = await snapshot();
    for (const [method, path, json] of changes) {
      const answer = await call(app.url, method, path, { headers: reader.headers, json });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 });
    }
    expect(await snapshot()).toEqual(before);
    for (const path of ['/envelopes', '/envelopes/inbox', '/envelopes/stats', '/envelopes/face-to-face']) {
      expect((await call(app.url, 'GET', path, { headers: reader.headers })).status).toBe(200);
    }
  });
});
