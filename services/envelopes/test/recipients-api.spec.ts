import { outboxPayloads } from './envelopes-database.js';
import { EnvelopeEventEntity } from '../src/envelopes/envelope-event.entity.js';
import { call, useDraftingApp } from './drafting-support.js';

const { app, sender } = useDraftingApp('recipients_api');
let envelopeId: string;

beforeEach(async () => {
  envelopeId = (await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'R' } }))
    .body.id;
});

const add = (json: unknown, id = envelopeId) =>
  call(app.url, 'POST', `/envelopes/${id}/recipients`, { headers: sender.headers, json });
const update = (recipientId: string, json: unknown) =>
  call(app.url, 'PATCH', `/envelopes/${envelopeId}/recipients/${recipientId}`, {
    headers: sender.headers,
    json,
  });
const signer = (value: string, name = 'Bia', extra: Record<string, unknown> = {}) => ({
  type: 'signer',
  addressees: [{ via: 'email', value, name }],
  ...extra,
});

/** A recipient of `type` with a qualified signature, asked for a photo. */
const qualifiedWithPhoto = (type: string, addressee: Record<string, string>) => ({
  type,
  signature_type: 'qualified',
  addressees: [{ ...addressee, identifiers: [{ code: 'PHOTO', is_required: true }] }],
});

/** A document of the envelope holding, for the recipient, one field of each of `types`. */
async function seedFields(recipientId: string, types: string[]): Promise<void> {
  await app.dataSource.query(
    `INSERT INTO documents (id, envelope_id, name, original_blob_key, current_blob_key, sha256, pages, size, position)
     VALUES (gen_random_uuid(), $1, 'd.pdf', 'k', 'k', 'h', 1, 1, 1)`,
    [envelopeId],
  );
  for (const type of types)
    await app.dataSource.query(
      `INSERT INTO fields (id, document_id, recipient_id, type, widgets)
       SELECT gen_random_uuid(), d.id, $2, $3, '[]' FROM documents d WHERE d.envelope_id = $1`,
      [envelopeId, recipientId, type],
    );
}

async function setState(state: string): Promise<void> {
  await app.dataSource.query('UPDATE envelopes SET state = $2 WHERE id = $1', [envelopeId, state]);
}

describe('POST envelopes/{id}/recipients', () => {
  it('adds a signer with a simple signature by default, its address in lowercase', async () => {
    const answer = await add(signer('Bia@Example.com', 'Bia', { routing_order: 1 }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      type: 'signer',
      signature_type: 'simple',
      routing_order: 1,
      state: 'waiting',
      addressees: [{ via: 'email', value: 'bia@example.com', name: 'Bia', identifiers: [] }],
    });
  });

  it('adds a qualified signer asked for CPF and photo', async () => {
    const answer = await add({
      type: 'signer',
      signature_type: 'qualified',
      addressees: [
        {
          value: 'cpf@example.com',
          name: 'Caio',
          identifiers: [
            { code: 'cpf', is_required: true },
            { code: 'PHOTO', is_required: true },
          ],
        },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.signature_type).toBe('qualified');
    expect(answer.body.addressees[0].identifiers).toEqual([
      { code: 'CPF', is_required: true },
      { code: 'PHOTO', is_required: true },
    ]);
  });

  it('gives approvers and viewers no signature type', async () => {
    const answer = await add({ type: 'carbon-copy', addressees: [{ value: 'v@example.com', name: 'Vi' }] });
    expect(answer.status).toBe(201);
    expect(answer.body.signature_type).toBeNull();
  });

  it('requires the type, the name and the e-mail', async () => {
    const answer = await add({ addressees: [{ via: 'email', value: '', name: ' ' }] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      type: ['The type field is required.'],
      'addressees.0.name': ['The name field is required.'],
    });
    const noEmail = await add({ type: 'signer', addressees: [{ via: 'email', value: '', name: 'Ana' }] });
    expect(noEmail.body.errors).toEqual({ 'addressees.0.value': ['The email field is required.'] });
    const none = await add({ type: 'signer' });
    expect(none.body.errors).toEqual({ addressees: ['The addressees field is required.'] });
  });

  it('refuses an invalid e-mail', async () => {
    const answer = await add(signer('not-an-email'));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'addressees.0.value': ['The email must be a valid email address.'],
    });
  });

  it('refuses an unknown recipient type', async () => {
    const answer = await add({ type: 'witness', addressees: [{ value: 'w@example.com', name: 'W' }] });
    expect(answer.body.errors.type).toEqual([
      'The type must be signer, approver, carbon-copy or in-person-signer.',
    ]);
  });

  it('refuses an e-mail already used by another recipient of the envelope, in any case', async () => {
    expect((await add(signer('dup@example.com'))).status).toBe(201);
    const answer = await add(signer('DUP@example.com', 'Other'));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'addressees.0.value': ['This address is already a recipient of the envelope.'],
    });
  });

  it('accepts the same e-mail in another envelope', async () => {
    expect((await add(signer('same@example.com'))).status).toBe(201);
    const other = (
      await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'O' } })
    ).body.id;
    expect((await add(signer('same@example.com'), other)).status).toBe(201);
  });

  it('stores a WhatsApp phone in Brazilian format as E.164', async () => {
    const answer = await add({
      type: 'signer',
      addressees: [{ via: 'whatsapp', value: '(11) 98765-4321', name: 'Zap' }],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.addressees[0]).toMatchObject({ via: 'whatsapp', value: '+5511987654321' });
  });

  it('refuses a phone that is not a valid Brazilian number, and a missing one', async () => {
    for (const value of ['12345', '+1 202 555 0143', 'abc']) {
      const answer = await add({ type: 'signer', addressees: [{ via: 'whatsapp', value, name: 'Zap' }] });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        'addressees.0.value': ['The phone must be a valid Brazilian number.'],
      });
    }
    const missing = await add({ type: 'signer', addressees: [{ via: 'whatsapp', value: '', name: 'Zap' }] });
    expect(missing.body.errors).toEqual({ 'addressees.0.value': ['The phone field is required.'] });
  });

  it('refuses a phone already used, however it is masked', async () => {
    expect(
      (
        await add({
          type: 'signer',
          addressees: [{ via: 'whatsapp', value: '+55 11 98765-4321', name: 'A' }],
        })
      ).status,
    ).toBe(201);
    const answer = await add({
      type: 'approver',
      addressees: [{ via: 'whatsapp', value: '11987654321', name: 'B' }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'addressees.0.value': ['This address is already a recipient of the envelope.'],
    });
  });

  it('asks a photo and a signature type only of signers', async () => {
    const answer = await add(qualifiedWithPhoto('approver', { value: 'ap@example.com', name: 'Ap' }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      signature_type: ['Only signers have a signature type.'],
      'addressees.0.identifiers': ['Only signers may be asked for a photo.'],
    });
  });

  it('accepts a photo and a qualified signature for an in-person signer', async () => {
    const answer = await add(
      qualifiedWithPhoto('in-person-signer', { via: 'face-to-face', value: 'ip@example.com', name: 'Ip' }),
    );
    expect(answer.status).toBe(201);
  });

  it('refuses a routing order below 1', async () => {
    const answer = await add(signer('ro@example.com', 'Ro', { routing_order: 0 }));
    expect(answer.body.errors).toEqual({
      routing_order: ['The routing order must be a whole number from 1.'],
    });
  });

  it('refuses a routing order past what the column holds with a 422, adding or changing', async () => {
    const added = await add(signer('big@example.com', 'Big', { routing_order: 2_147_483_648 }));
    expect(added.status).toBe(422);
    expect(added.body.errors).toEqual({
      routing_order: ['The routing order must be a whole number from 1.'],
    });
    const created = await add(signer('ok@example.com', 'Ok'));
    const changed = await update(created.body.id, { routing_order: 2_147_483_648 });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual({
      routing_order: ['The routing order must be a whole number from 1.'],
    });
  });

  it('refuses new recipients once the envelope is sent', async () => {
    await setState('in-transit');
    const answer = await add(signer('late@example.com'));
    expect(answer.status).toBe(412);
  });
});

describe('PATCH and DELETE envelopes/{id}/recipients/{rid} while drafting', () => {
  it('changes type, signature type, routing order and address, and logs it', async () => {
    const { id } = (await add(signer('first@example.com'))).body;
    const answer = await update(id, {
      type: 'approver',
      addressees: [{ value: 'second@example.com', name: 'Segunda' }],
      routing_order: 2,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      type: 'approver',
      signature_type: null,
      routing_order: 2,
      addressees: [{ value: 'second@example.com', name: 'Segunda' }],
    });
    const events = await app.dataSource.getRepository(EnvelopeEventEntity).findBy({ envelopeId });
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['recipient.added', 'recipient.updated']),
    );
  });

  it('drops the signature fields of a signer who becomes an approver, keeping the others', async () => {
    const { id } = (await add(signer('turn@example.com'))).body;
    await seedFields(id, ['signature', 'text', 'date']);
    expect((await update(id, { type: 'approver' })).status).toBe(200);
    const left = await app.dataSource.query('SELECT type FROM fields WHERE recipient_id = $1', [id]);
    expect(left).toEqual([{ type: 'date' }]);
  });

  it('lets a recipient keep their own address but not take another recipient’s', async () => {
    const first = (await add(signer('a@example.com'))).body;
    await add(signer('b@example.com', 'B'));
    expect((await update(first.id, { addressees: [{ value: 'a@example.com', name: 'A2' }] })).status).toBe(
      200,
    );
    const answer = await update(first.id, { addressees: [{ value: 'b@example.com', name: 'A' }] });
    expect(answer.status).toBe(422);
  });

  it('removes a recipient and their fields', async () => {
    const { id } = (await add(signer('gone@example.com'))).body;
    await seedFields(id, ['signature']);
    const answer = await call(app.url, 'DELETE', `/envelopes/${envelopeId}/recipients/${id}`, {
      headers: sender.headers,
    });
    expect(answer.status).toBe(204);
    const list = await call(app.url, 'GET', `/envelopes/${envelopeId}/recipients`, {
      headers: sender.headers,
    });
    expect(list.body.data).toEqual([]);
  });

  it('answers 404 for a recipient of another envelope', async () => {
    const other = (
      await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'O' } })
    ).body.id;
    const foreign = (await add(signer('f@example.com'), other)).body.id;
    const answer = await update(foreign, { name: 'X' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Recipient not found.' });
    expect(
      (
        await call(app.url, 'DELETE', `/envelopes/${envelopeId}/recipients/${foreign}`, {
          headers: sender.headers,
        })
      ).status,
    ).toBe(404);
  });

  it('lists recipients in the order they were added', async () => {
    await add(signer('one@example.com', 'One'));
    await add(signer('two@example.com', 'Two'));
    const answer = await call(app.url, 'GET', `/envelopes/${envelopeId}/recipients`, {
      headers: sender.headers,
    });
    expect(
      answer.body.data.map((r: { addressees: Array<{ name: string }> }) => r.addressees[0]!.name),
    ).toEqual(['One', 'Two']);
  });
});

describe('editing a recipient of a sent envelope', () => {
  it('corrects a waiting recipient’s name and e-mail, logs it and records recipient.updated', async () => {
    const { id } = (
      await add({
        type: 'signer',
        addressees: [
          { value: 'typo@exmaple.com', name: 'Bia', identifiers: [{ code: 'CPF', is_required: true }] },
        ],
      })
    ).body;
    await setState('in-transit');
    const answer = await update(id, {
      name: 'Beatriz',
      addressees: [{ via: 'email', value: 'bia@example.com', name: 'Beatriz' }],
      type: 'approver',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      type: 'signer',
      addressees: [
        { value: 'bia@example.com', name: 'Beatriz', identifiers: [{ code: 'CPF', is_required: true }] },
      ],
    });
    const events = await app.dataSource
      .getRepository(EnvelopeEventEntity)
      .find({ where: { envelopeId }, order: { sequence: 'DESC' } });
    expect(events[0]).toMatchObject({
      type: 'recipient.updated',
      data: {
        previous: { value: 'typo@exmaple.com' },
        current: { value: 'bia@example.com', name: 'Beatriz' },
      },
    });
    const payload = (await outboxPayloads(app.dataSource, 'rubrica.envelopes.recipient.updated')).find(
      (p) => p.envelopeId === envelopeId,
    );
    expect(payload).toMatchObject({
      organizationId: sender.organizationId,
      recipient: { id, name: 'Beatriz', email: 'bia@example.com' },
      previous: { id, name: 'Bia', email: 'typo@exmaple.com' },
      updatedByUserId: sender.user.id,
    });
  });

  it('refuses to edit a recipient who is no longer waiting', async () => {
    const { id } = (await add(signer('done@example.com'))).body;
    await setState('in-transit');
    await app.dataSource.query(`UPDATE recipients SET state = 'done' WHERE id = $1`, [id]);
    const answer = await update(id, { name: 'Other' });
    expect(answer.status).toBe(412);
    expect(answer.body).toMatchObject({ message: 'This recipient cannot act on the envelope.' });
  });

  it('refuses to edit an in-person recipient', async () => {
    const { id } = (
      await add({
        type: 'in-person-signer',
        addressees: [{ via: 'face-to-face', value: 'ip@example.com', name: 'Ip' }],
      })
    ).body;
    await setState('in-transit');
    const answer = await update(id, { name: 'Other' });
    expect(answer.status).toBe(412);
    expect(answer.body).toMatchObject({ message: 'An in-person recipient cannot be edited after sending.' });
  });

  it('still refuses an invalid or repeated e-mail', async () => {
    const { id } = (await add(signer('x@example.com'))).body;
    await add(signer('y@example.com', 'Y'));
    await setState('in-transit');
    expect((await update(id, { addressees: [{ value: 'nope', name: 'X' }] })).status).toBe(422);
    expect((await update(id, { addressees: [{ value: 'y@example.com', name: 'X' }] })).status).toBe(422);
  });

  it('still requires the name (section 5, edit recipient), and changes nothing when it is blank', async () => {
    const { id } = (await add(signer('named@example.com', 'Named'))).body;
    await setState('in-transit');
    for (const body of [
      { name: '' },
      { name: '   ' },
      { addressees: [{ value: 'named@example.com', name: '' }] },
    ]) {
      const answer = await update(id, body);
      expect(answer.status).toBe(422);
    }
    const [row] = await app.dataSource.query(
      `SELECT addressees->0->>'name' AS name FROM recipients WHERE id = $1`,
      [id],
    );
    expect(row.name).toBe('Named');
  });

  it('refuses removing a recipient of a sent envelope, and any edit once it is finished', async () => {
    const { id } = (await add(signer('z@example.com'))).body;
    await setState('in-transit');
    expect(
      (
        await call(app.url, 'DELETE', `/envelopes/${envelopeId}/recipients/${id}`, {
          headers: sender.headers,
        })
      ).status,
    ).toBe(412);
    await setState('completed');
    expect((await update(id, { name: 'Late' })).status).toBe(412);
  });
});
