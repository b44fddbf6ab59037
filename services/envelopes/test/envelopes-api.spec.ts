import { envelopeHistory, outboxPayloads } from './envelopes-database.js';
import { verifyEventChain } from '../src/envelopes/domain/envelope-event-chain.js';
import { EnvelopeEventEntity } from '../src/envelopes/envelope-event.entity.js';
import { call, daysFromNow, fileForm, makePdf, useDraftingApp } from './drafting-support.js';

const { app, sender } = useDraftingApp('envelopes_api', {
  sender: { name: 'Ana Souza', email: 'Ana@Example.com' },
});

const create = (json: unknown, member = sender) =>
  call(app.url, 'POST', '/envelopes', { headers: member.headers, json });
const patch = (id: string, json: unknown, member = sender) =>
  call(app.url, 'PATCH', `/envelopes/${id}`, { headers: member.headers, json });
/** Adds a PDF of `pages` pages to the envelope as its sender. */
const addPdf = async (id: string, name: string, pages = 1) =>
  call(app.url, 'POST', `/envelopes/${id}/documents`, {
    headers: sender.headers,
    form: fileForm(await makePdf(pages), name),
  });
const copyInto = (id: string, into: string) =>
  call(app.url, 'POST', `/envelopes/${id}/copy`, { headers: sender.headers, json: { into } });

async function setState(id: string, state: string): Promise<void> {
  await app.dataSource.query('UPDATE envelopes SET state = $2 WHERE id = $1', [id, state]);
}

describe('POST envelopes', () => {
  it('creates a draft whose sender is the caller as identity names them', async () => {
    const answer = await create({ title: 'Contrato.pdf', metadata: { type: { pdfa: true } } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      title: 'Contrato.pdf',
      state: 'draft',
      status: 'draft',
      metadata: { type: { pdfa: true } },
      sender: { name: 'Ana Souza', email: 'ana@example.com' },
    });
    expect(answer.body.hashid).toMatch(/^[2-9A-Z]{12}$/);
  });

  it("marks a sandbox app's envelope as sandbox data, and only that one", async () => {
    const sandbox = await create(
      { title: 'Teste.pdf' },
      {
        ...sender,
        headers: { ...sender.headers, 'x-rubrica-sandbox': 'true' },
      },
    );
    expect(sandbox.status).toBe(201);
    expect(sandbox.body).toMatchObject({ is_sandbox: true });
    const production = await create({ title: 'Real.pdf' });
    expect(production.body).toMatchObject({ is_sandbox: false });
  });

  it('cuts a title longer than 60 characters to 50, an ellipsis and the extension', async () => {
    const answer = await create({ title: `${'a'.repeat(70)}.pdf` });
    expect(answer.status).toBe(201);
    expect(answer.body.title).toBe(`${'a'.repeat(50)}….pdf`);
  });

  it('requires a title', async () => {
    for (const json of [{}, { title: '   ' }, { title: null }]) {
      const answer = await create(json);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.title).toEqual(['The title field is required.']);
    }
  });

  it('refuses a caller without the send_envelopes permission', async () => {
    const viewer = app.member({ organizationId: sender.organizationId, flags: [] });
    const answer = await create({ title: 'x' }, viewer);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'This action is unauthorized.' });
  });

  it('lets an owner create without the flag', async () => {
    const owner = app.member({ flags: [], owner: true });
    expect((await create({ title: 'x' }, owner)).status).toBe(201);
  });

  it('needs the organization the gateway verified', async () => {
    const { 'x-organization-id': _dropped, ...headers } = sender.headers;
    const answer = await call(app.url, 'POST', '/envelopes', { headers, json: { title: 'x' } });
    expect(answer.status).toBe(400);
  });

  it('refuses a caller identity does not know', async () => {
    const ghost = { ...sender.headers, 'x-user-id': '00000000-0000-4000-8000-000000000000' };
    const answer = await call(app.url, 'POST', '/envelopes', { headers: ghost, json: { title: 'x' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'Unknown user.' });
  });

  it('logs the creation and records envelope.created in the outbox', async () => {
    const answer = await create({ title: 'Logged' });
    const events = await envelopeHistory(app.dataSource, answer.body.id);
    expect(events.map((event) => event.type)).toEqual(['envelope.created']);
    expect(verifyEventChain(events)).toEqual({ valid: true });
    const payload = (await outboxPayloads(app.dataSource, 'rubrica.envelopes.envelope.created')).find(
      (p) => p.envelopeId === answer.body.id,
    );
    expect(payload).toMatchObject({
      organizationId: sender.organizationId,
      title: 'Logged',
      state: 'ENVELOPE_STATE_DRAFT',
      sender: { userId: sender.user.id, name: 'Ana Souza', email: 'ana@example.com' },
    });
  });
});

describe('PATCH envelopes/{id}', () => {
  let id: string;
  beforeEach(async () => {
    id = (await create({ title: 'Draft' })).body.id;
  });

  it('saves title, subject, message, deadline, reminder, triggers and metadata', async () => {
    const expireAt = daysFromNow(3);
    const changes = {
      title: 'Novo título',
      subject: 'Assunto',
      message: 'Por favor assine',
      expire_at: expireAt,
      action_reminder_frequency: 72,
      triggers: [{ event: 'completed', trigger: 'webhook', value: 'https://example.com/hook' }],
      metadata: { type: { pdfa: false } },
    };
    const answer = await patch(id, changes);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(changes);
    const events = await app.dataSource.getRepository(EnvelopeEventEntity).findBy({ envelopeId: id });
    expect(events.map((event) => event.type)).toContain('envelope.updated');
  });

  /** A title and a subject of `short` characters and a message of `long`. */
  const textsOf = (short: number, long: number) => ({
    title: 'x'.repeat(short),
    subject: 's'.repeat(short),
    message: 'm'.repeat(long),
  });

  it('refuses a title over 60, a subject over 60 and a message over 500 characters', async () => {
    const answer = await patch(id, textsOf(61, 501));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      title: ['The title may not be greater than 60 characters.'],
      subject: ['The subject may not be greater than 60 characters.'],
      message: ['The message may not be greater than 500 characters.'],
    });
  });

  it('accepts exactly 60 and 500 characters', async () => {
    const answer = await patch(id, textsOf(60, 500));
    expect(answer.status).toBe(200);
  });

  it.each([
    {
      refused: 'a blank title',
      changes: { title: '' },
      field: 'title',
      error: 'The title field is required.',
    },
    {
      refused: 'a deadline before tomorrow',
      changes: { expire_at: new Date().toISOString() },
      field: 'expire_at',
      error: 'The signature deadline must be a date after today.',
    },
    {
      refused: 'a deadline that is not a date',
      changes: { expire_at: 'soon' },
      field: 'expire_at',
      error: 'The signature deadline must be a date.',
    },
    {
      refused: 'a reminder without a deadline',
      changes: { action_reminder_frequency: 24 },
      field: 'action_reminder_frequency',
      error: 'A reminder needs a signature deadline.',
    },
    {
      refused: 'a reminder other than every 24, 72 or 120 hours',
      changes: { expire_at: daysFromNow(5), action_reminder_frequency: 48 },
      field: 'action_reminder_frequency',
      error: 'The reminder must be every 24, 72 or 120 hours.',
    },
  ])('refuses $refused', async ({ changes, field, error }) => {
    const answer = await patch(id, changes);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([error]);
  });

  it('keeps a reminder against the deadline already saved', async () => {
    expect((await patch(id, { expire_at: daysFromNow(5) })).status).toBe(200);
    const answer = await patch(id, { action_reminder_frequency: 120 });
    expect(answer.status).toBe(200);
    expect(answer.body.action_reminder_frequency).toBe(120);
  });

  it('drops the reminder with the deadline', async () => {
    expect((await patch(id, { expire_at: daysFromNow(5), action_reminder_frequency: 24 })).status).toBe(200);
    const answer = await patch(id, { expire_at: null });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ expire_at: null, action_reminder_frequency: null });
  });

  it('refuses changes once the envelope is sent', async () => {
    await setState(id, 'in-transit');
    const answer = await patch(id, { title: 'Late' });
    expect(answer.status).toBe(412);
    expect(answer.body).toMatchObject({
      message: 'The envelope can no longer be changed: it is not a draft or a template.',
    });
  });

  it('refuses a caller without the send_envelopes permission', async () => {
    const viewer = app.member({ organizationId: sender.organizationId, flags: [] });
    expect((await patch(id, { title: 'x' }, viewer)).status).toBe(403);
  });
});

describe('GET envelopes/{id}', () => {
  it('answers the envelope, and with extended=true its documents, recipients, fields, contents and stats', async () => {
    const id = (await create({ title: 'Full' })).body.id;
    const upload = await addPdf(id, 'contrato.pdf', 2);
    expect(upload.status).toBe(201);
    const recipient = await call(app.url, 'POST', `/envelopes/${id}/recipients`, {
      headers: sender.headers,
      json: { type: 'signer', addressees: [{ via: 'email', value: 'bia@example.com', name: 'Bia' }] },
    });
    expect(recipient.status).toBe(201);
    const field = await call(app.url, 'POST', `/envelopes/${id}/documents/${upload.body.id}/fields`, {
      headers: sender.headers,
      json: {
        recipient_id: recipient.body.id,
        type: 'signature',
        widgets: [{ page: 2, x_axis: 0.1, y_axis: 0.8, width: 0.2, height: 0.05 }],
      },
    });
    expect(field.status).toBe(201);
    const content = await call(app.url, 'POST', `/envelopes/${id}/documents/${upload.body.id}/contents`, {
      headers: sender.headers,
      json: { type: 'text', value: 'Rubrica', page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.3, height: 0.05 },
    });
    expect(content.status).toBe(201);

    const plain = await call(app.url, 'GET', `/envelopes/${id}`, { headers: sender.headers });
    expect(plain.status).toBe(200);
    expect(plain.body.documents).toBeUndefined();

    const extended = await call(app.url, 'GET', `/envelopes/${id}?extended=true`, {
      headers: sender.headers,
    });
    expect(extended.status).toBe(200);
    expect(extended.body).toMatchObject({
      id,
      sender: { name: 'Ana Souza', email: 'ana@example.com' },
      recipients_stats: { done: 0, total: 1 },
      recipients: [{ id: recipient.body.id, type: 'signer', signature_type: 'simple', state: 'waiting' }],
      documents: [
        {
          id: upload.body.id,
          name: 'contrato.pdf',
          pages: 2,
          fields: [{ id: field.body.id, recipient_id: recipient.body.id, type: 'signature' }],
          contents: [{ id: content.body.id, type: 'text', value: 'Rubrica' }],
        },
      ],
    });
  });

  it('lets a signed-in recipient of a sent envelope read it, and nobody else in the organization', async () => {
    const id = (await create({ title: 'Shared' })).body.id;
    const colleague = app.member({ organizationId: sender.organizationId, email: 'carla@example.com' });
    const stranger = app.member({ organizationId: sender.organizationId });
    await call(app.url, 'POST', `/envelopes/${id}/recipients`, {
      headers: sender.headers,
      json: { type: 'approver', addressees: [{ value: 'carla@example.com', name: 'Carla' }] },
    });
    expect((await call(app.url, 'GET', `/envelopes/${id}`, { headers: colleague.headers })).status).toBe(404);
    await setState(id, 'in-transit');
    expect((await call(app.url, 'GET', `/envelopes/${id}`, { headers: colleague.headers })).status).toBe(200);
    expect((await call(app.url, 'GET', `/envelopes/${id}`, { headers: stranger.headers })).status).toBe(404);
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const answer = await call(app.url, 'GET', '/envelopes/not-an-id', { headers: sender.headers });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Envelope not found.' });
  });
});

describe('DELETE envelopes/{id}', () => {
  it('deletes a draft with its documents and their blobs', async () => {
    const id = (await create({ title: 'To delete' })).body.id;
    const upload = await addPdf(id, 'a.pdf');
    const [row] = await app.dataSource.query('SELECT original_blob_key FROM documents WHERE id = $1', [
      upload.body.id,
    ]);
    expect(await app.blobs.exists(row.original_blob_key)).toBe(true);
    const answer = await call(app.url, 'DELETE', `/envelopes/${id}`, { headers: sender.headers });
    expect(answer.status).toBe(204);
    expect((await call(app.url, 'GET', `/envelopes/${id}`, { headers: sender.headers })).status).toBe(404);
    expect(await app.blobs.exists(row.original_blob_key)).toBe(false);
    const events = await envelopeHistory(app.dataSource, id);
    expect(events.at(-1)?.type).toBe('envelope.deleted');
  });

  it('deletes a template', async () => {
    const id = (await create({ title: 'Template' })).body.id;
    await setState(id, 'template');
    expect((await call(app.url, 'DELETE', `/envelopes/${id}`, { headers: sender.headers })).status).toBe(204);
  });

  it('refuses to delete a sent envelope', async () => {
    const id = (await create({ title: 'Sent' })).body.id;
    for (const state of ['in-transit', 'completed', 'cancelled']) {
      await setState(id, state);
      const answer = await call(app.url, 'DELETE', `/envelopes/${id}`, { headers: sender.headers });
      expect(answer.status).toBe(412);
      expect(answer.body).toMatchObject({ message: 'Only drafts and templates can be deleted.' });
    }
    expect((await call(app.url, 'GET', `/envelopes/${id}`, { headers: sender.headers })).status).toBe(200);
  });
});

describe('POST envelopes/{id}/copy', () => {
  it('uses a template: a new draft with copies of its documents, recipients, fields and contents', async () => {
    const templateId = (await create({ title: 'Modelo' })).body.id;
    const upload = await addPdf(templateId, 'modelo.pdf');
    const recipient = await call(app.url, 'POST', `/envelopes/${templateId}/recipients`, {
      headers: sender.headers,
      json: { type: 'signer', addressees: [{ value: 'dani@example.com', name: 'Dani' }] },
    });
    await call(app.url, 'POST', `/envelopes/${templateId}/documents/${upload.body.id}/fields`, {
      headers: sender.headers,
      json: {
        recipient_id: recipient.body.id,
        type: 'text',
        title: 'Cargo',
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.3, height: 0.05 }],
      },
    });
    await call(app.url, 'POST', `/envelopes/${templateId}/documents/${upload.body.id}/contents`, {
      headers: sender.headers,
      json: { type: 'comment', value: 'Nota', page: 1, x_axis: 0.5, y_axis: 0.5, width: 0.2, height: 0.05 },
    });
    await setState(templateId, 'template');

    const answer = await copyInto(templateId, 'draft');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ title: 'Modelo', state: 'draft' });
    expect(answer.body.id).not.toBe(templateId);

    const copy = await call(app.url, 'GET', `/envelopes/${answer.body.id}?extended=true`, {
      headers: sender.headers,
    });
    const [document] = copy.body.documents;
    const [copiedRecipient] = copy.body.recipients;
    expect(document.id).not.toBe(upload.body.id);
    expect(document).toMatchObject({ name: 'modelo.pdf', pages: 1, sha256: upload.body.sha256 });
    expect(copiedRecipient).toMatchObject({ type: 'signer', state: 'waiting' });
    expect(copiedRecipient.id).not.toBe(recipient.body.id);
    expect(document.fields).toMatchObject([
      { type: 'text', title: 'Cargo', recipient_id: copiedRecipient.id },
    ]);
    expect(document.contents).toMatchObject([{ type: 'comment', value: 'Nota' }]);

    const [row] = await app.dataSource.query('SELECT original_blob_key FROM documents WHERE id = $1', [
      document.id,
    ]);
    expect(row.original_blob_key).toBe(
      `envelopes/${sender.organizationId}/${answer.body.id}/documents/${document.id}/original.pdf`,
    );
    expect((await app.blobs.stat(row.original_blob_key)).sha256).toBe(upload.body.sha256);

    const payload = (await outboxPayloads(app.dataSource, 'rubrica.envelopes.envelope.created')).find(
      (p) => p.envelopeId === answer.body.id,
    );
    expect(payload).toMatchObject({ templateId, state: 'ENVELOPE_STATE_DRAFT' });
  });

  it('saves a draft as a template', async () => {
    const id = (await create({ title: 'Rascunho' })).body.id;
    const answer = await copyInto(id, 'template');
    expect(answer.status).toBe(201);
    expect(answer.body.state).toBe('template');
  });

  it('refuses a target other than draft or template', async () => {
    const id = (await create({ title: 'x' })).body.id;
    const answer = await copyInto(id, 'sent');
    expect(answer.status).toBe(422);
    expect(answer.body.errors.into).toEqual(['An envelope can only be copied into a draft or a template.']);
  });
});

describe('GET envelopes/{id}/events and notes', () => {
  it('pages the history newest first, and oldest first on request', async () => {
    const id = (await create({ title: 'History' })).body.id;
    for (let index = 0; index < 16; index += 1) await patch(id, { subject: `Subject ${index}` });
    const first = await call(app.url, 'GET', `/envelopes/${id}/events?sort=-created_at&page=1`, {
      headers: sender.headers,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data[0].type).toBe('envelope.updated');
    expect(first.body.meta).toMatchObject({ current_page: 1, total: 17 });
    expect(first.body.links.next).toBe('?sort=-created_at&page=2');
    const second = await call(app.url, 'GET', `/envelopes/${id}/events?page=2`, { headers: sender.headers });
    expect(second.body.data.map((event: { type: string }) => event.type)).toEqual([
      'envelope.updated',
      'envelope.created',
    ]);
    const oldest = await call(app.url, 'GET', `/envelopes/${id}/events?sort=created_at`, {
      headers: sender.headers,
    });
    // In the envelope's language (pt-BR by default) when the request names none; who did it apart.
    expect(oldest.body.data[0]).toMatchObject({
      type: 'envelope.created',
      code: 'envelope.created',
      message: 'Envelope criado',
      actor: { type: 'user', name: 'Ana Souza' },
    });
    const inEnglish = await call(app.url, 'GET', `/envelopes/${id}/events?sort=created_at`, {
      headers: { ...sender.headers, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(inEnglish.body.data[0]).toMatchObject({
      message: 'Envelope created',
      actor: { name: 'Ana Souza' },
    });
  });

  it('shows notes with their recipient to the sender', async () => {
    const id = (await create({ title: 'Notes' })).body.id;
    const recipient = await call(app.url, 'POST', `/envelopes/${id}/recipients`, {
      headers: sender.headers,
      json: { type: 'signer', addressees: [{ value: 'eva@example.com', name: 'Eva' }] },
    });
    await app.dataSource.query(
      `INSERT INTO notes (id, envelope_id, recipient_id, message) VALUES (gen_random_uuid(), $1, $2, 'Assinarei amanhã')`,
      [id, recipient.body.id],
    );
    const answer = await call(app.url, 'GET', `/envelopes/${id}/notes`, { headers: sender.headers });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject([
      {
        message: 'Assinarei amanhã',
        recipient: { name: 'Eva', value: 'eva@example.com', type: 'signer', state: 'waiting' },
      },
    ]);
  });

  it('hides history and notes from anyone but the sender', async () => {
    const id = (await create({ title: 'Private' })).body.id;
    const colleague = app.member({ organizationId: sender.organizationId, owner: true });
    expect(
      (await call(app.url, 'GET', `/envelopes/${id}/events`, { headers: colleague.headers })).status,
    ).toBe(404);
    expect(
      (await call(app.url, 'GET', `/envelopes/${id}/notes`, { headers: colleague.headers })).status,
    ).toBe(404);
  });
});
