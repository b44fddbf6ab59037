import {
  issueToken,
  seedEnvelope,
  stateOf,
  type SeededEnvelope,
  type EnvelopeSeed,
} from './flow-support/envelope-fixtures.js';
import { call, member, useFlowApp } from './flow-support/flow-test-kit.js';
import {
  addressOf as addressOfRecipient,
  recipientToken,
  sendSeeded,
} from './flow-support/sent-envelopes.js';
import { makeJpeg } from './flow-support/image-fixtures.js';

const kit = useFlowApp('public');

/** Seeds and sends an envelope; returns it with each recipient's link token. */
const sent = (seed?: EnvelopeSeed) => sendSeeded(kit, seed);

const addressOf = (envelope: SeededEnvelope, index: number) => addressOfRecipient(kit, envelope, index);

const tokenOf = (envelope: SeededEnvelope, index: number) => recipientToken(kit, envelope, index);

/** Fills a field through a recipient's link, as the signing page does. */
const fill = (token: string, fieldId: string | undefined, value: unknown) =>
  call(kit.url, 'PATCH', `/p/envelopes/recipients/${token}/fields/${fieldId}`, { json: { value } });

describe('GET p/envelopes/recipients/{token}', () => {
  it('answers 400 "invalid token" for a malformed or unknown token', async () => {
    for (const token of ['nope', 'A'.repeat(43)]) {
      const answer = await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'invalid token' });
    }
  });

  it('shows the envelope as the recipient sees it, with the organization in a header', async () => {
    const envelope = await sent({
      recipients: [{ name: 'Ana' }, { name: 'Bruno', type: 'approver' }],
      fields: [{ recipient: 0, type: 'text', isRequired: true }],
      expireAt: new Date(Date.now() + 5 * 24 * 3600 * 1000),
    });
    const answer = await call(kit.url, 'GET', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-workspace')).toBe(envelope.organizationId);
    expect(answer.body).toMatchObject({
      id: envelope.id,
      state: 'in-transit',
      sender: { name: 'Sofia Sender', email: envelope.senderEmail },
      recipients_stats: { done: 0, total: 2 },
      recipient: { id: envelope.recipientIds[0], action: 'sign', can_act: true, is_current: true },
    });
    expect(answer.body.expire_at).toBeTruthy();
    expect(answer.body.recipients.map((recipient: { state: string }) => recipient.state)).toEqual([
      'waiting',
      'waiting',
    ]);
    expect(answer.body.documents[0].fields).toEqual([
      expect.objectContaining({
        id: envelope.fieldIds[0],
        recipient: envelope.recipientIds[0],
        disabled: false,
      }),
      // The signature field every signer is sent with (the fixture places it).
      expect.objectContaining({ type: 'signature', recipient: envelope.recipientIds[0] }),
    ]);
  });

  it('says which signature images the recipient made, so the viewer previews only those', async () => {
    const envelope = await sent({
      recipients: [{ name: 'Ana' }],
      onlyListedFields: true,
      fields: [{ recipient: 0, type: 'signature' }],
    });
    const token = await tokenOf(envelope, 0);
    const before = await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`);
    expect(before.body.recipient.signature_images).toEqual({ signature: false, initials: false });
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await kit.blobs.put(`signature-profiles/recipients/${envelope.recipientIds[0]}/signature.png`, png, {
      size: png.length,
    });
    const after = await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`);
    expect(after.body.recipient.signature_images).toEqual({ signature: true, initials: false });
  });

  it('records the first opening in the history, with the address it came from, once', async () => {
    const envelope = await sent({ recipients: [{ name: 'Ana' }] });
    const token = await tokenOf(envelope, 0);
    for (let i = 0; i < 2; i += 1) {
      const answer = await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`, {
        headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Viewer/1.0' },
      });
      expect(answer.status).toBe(200);
    }
    const opened = await kit.dataSource.query(
      `SELECT data FROM envelope_events WHERE envelope_id = $1 AND type = 'recipient.opened'`,
      [envelope.id],
    );
    expect(opened).toEqual([
      {
        data: {
          recipient_id: envelope.recipientIds[0],
          ip_address: '203.0.113.7',
          user_agent: 'Viewer/1.0',
        },
      },
    ]);
  });

  it('answers 400 for a link to an envelope that was never sent', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const token = await issueToken(kit.dataSource, envelope.id, envelope.recipientIds[0]!);
    const answer = await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'invalid token' });
  });
});

describe('PATCH p/envelopes/recipients/{token}/fields/{field}', () => {
  it('lets the field’s own recipient fill it, and no one else (403, unchanged)', async () => {
    const envelope = await sent({
      recipients: [{}, {}],
      fields: [
        { recipient: 0, type: 'text' },
        { recipient: 1, type: 'text' },
      ],
    });
    const mine = await fill(await tokenOf(envelope, 0), envelope.fieldIds[0], 'Ana Souza');
    expect(mine.status).toBe(200);
    expect(mine.body.value).toBe('Ana Souza');
    // The history names the field and the recipient, never the value.
    const filled = await kit.dataSource.query(
      `SELECT data FROM envelope_events WHERE envelope_id = $1 AND type = 'field.filled'`,
      [envelope.id],
    );
    expect(filled).toEqual([
      {
        data: expect.objectContaining({
          recipient_id: envelope.recipientIds[0],
          field_id: envelope.fieldIds[0],
        }),
      },
    ]);
    expect(JSON.stringify(filled)).not.toContain('Ana Souza');
    const theirs = await fill(await tokenOf(envelope, 0), envelope.fieldIds[1], 'forged');
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('Only the recipient owning this field can fill it.');
    const [row] = await kit.dataSource.query('SELECT value FROM fields WHERE id = $1', [
      envelope.fieldIds[1],
    ]);
    expect(row.value).toBeNull();
  });

  it('refuses a recipient whose turn has not come (412)', async () => {
    const envelope = await sent({
      recipients: [{ routingOrder: 1 }, { routingOrder: 2 }],
      fields: [{ recipient: 1, type: 'text' }],
    });
    // The second group was not notified; a link of theirs (made directly) still cannot act yet.
    const addresses = (await kit.mails()).map((mail) => mail.job.to);
    expect(addresses).not.toContain(await addressOf(envelope, 1));
    const token = await issueToken(kit.dataSource, envelope.id, envelope.recipientIds[1]!);
    const answer = await fill(token, envelope.fieldIds[0], 'x');
    expect(answer.status).toBe(412);
    expect(answer.body.message).toBe('It is not this recipient’s turn yet.');
  });

  it('checks values by field kind (dropdown options, checkbox booleans)', async () => {
    const envelope = await sent({
      fields: [
        { recipient: 0, type: 'dropdown', options: ['Yes', 'No'] },
        { recipient: 0, type: 'checkbox' },
      ],
    });
    const token = await tokenOf(envelope, 0);
    const wrongOption = await fill(token, envelope.fieldIds[0], 'Maybe');
    expect(wrongOption.status).toBe(422);
    expect(wrongOption.body.errors).toEqual({ value: ['The value must be one of the options.'] });
    const checkbox = await fill(token, envelope.fieldIds[1], true);
    expect(checkbox.status).toBe(200);
    expect(checkbox.body.value).toBe('true');
  });

  it('limits comments to 100 characters and dates to a date', async () => {
    const envelope = await sent({
      fields: [
        { recipient: 0, type: 'comments' },
        { recipient: 0, type: 'date' },
      ],
    });
    const token = await tokenOf(envelope, 0);
    const long = await fill(token, envelope.fieldIds[0], 'x'.repeat(101));
    expect(long.body.errors).toEqual({ value: ['The value may not be greater than 100 characters.'] });
    const notDate = await fill(token, envelope.fieldIds[1], 'tomorrow');
    expect(notDate.body.errors).toEqual({ value: ['The value must be a date.'] });
  });

  it('answers 404 for a field of another envelope', async () => {
    const first = await sent();
    const other = await seedEnvelope(kit.dataSource, kit.blobs, { fields: [{ recipient: 0 }] });
    const answer = await fill(await tokenOf(first, 0), other.fieldIds[0], 'x');
    expect(answer.status).toBe(404);
  });
});

describe('PUT p/envelopes/recipients/{token}/identifiers/{code}', () => {
  it('answers 404 for an identifier that was not asked of the recipient', async () => {
    const envelope = await sent();
    const answer = await call(
      kit.url,
      'PUT',
      `/p/envelopes/recipients/${await tokenOf(envelope, 0)}/identifiers/CPF`,
      {
        json: { value: '529.982.247-25' },
      },
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Identifier not found.' });
  });

  it('checks a CPF and stores it', async () => {
    const envelope = await sent({
      recipients: [{ identifiers: [{ code: 'CPF', title: 'CPF', is_required: true }] }],
    });
    const token = await tokenOf(envelope, 0);
    const invalid = await call(kit.url, 'PUT', `/p/envelopes/recipients/${token}/identifiers/CPF`, {
      json: { value: '111.111.111-11' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ value: ['The CPF is not valid.'] });
    const valid = await call(kit.url, 'PUT', `/p/envelopes/recipients/${token}/identifiers/CPF`, {
      json: { value: '529.982.247-25' },
    });
    expect(valid.status).toBe(200);
    expect(valid.body.addressees[0].identifiers[0]).toMatchObject({ code: 'CPF', value: '52998224725' });
  });

  it('takes the photo as a multipart JPEG posted with a method override of PUT, into the blob store', async () => {
    const envelope = await sent({ recipients: [{ identifiers: [{ code: 'PHOTO', is_required: true }] }] });
    const token = await tokenOf(envelope, 0);
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('file', new Blob([makeJpeg()], { type: 'image/jpeg' }), 'photo.jpg');
    const answer = await call(kit.url, 'POST', `/p/envelopes/recipients/${token}/identifiers/PHOTO`, {
      form,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.addressees[0].identifiers[0]).toMatchObject({
      code: 'PHOTO',
      value: null,
      is_filled: true,
    });
    const key = `envelopes/${envelope.organizationId}/${envelope.id}/recipients/${envelope.recipientIds[0]}/identifiers/photo.jpg`;
    expect(await kit.blobs.exists(key)).toBe(true);

    const notJpeg = new FormData();
    notJpeg.append('_method', 'PUT');
    notJpeg.append('file', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'photo.gif');
    const refused = await call(kit.url, 'POST', `/p/envelopes/recipients/${token}/identifiers/PHOTO`, {
      form: notJpeg,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ file: ['The photo must be a JPEG image.'] });

    const tooBig = new FormData();
    tooBig.append('_method', 'PUT');
    tooBig.append(
      'file',
      new Blob([Buffer.alloc(5 * 1024 * 1024 + 1, 0xff)], { type: 'image/jpeg' }),
      'big.jpg',
    );
    const large = await call(kit.url, 'POST', `/p/envelopes/recipients/${token}/identifiers/PHOTO`, {
      form: tooBig,
    });
    expect(large.status).toBe(422);
    expect(large.body.errors).toEqual({ file: ['The photo may not be greater than 5 MB.'] });
  });
});

describe('POST p/envelopes/recipients/{token} (act)', () => {
  it('refuses while a required field or identifier is missing', async () => {
    const envelope = await sent({
      recipients: [{ identifiers: [{ code: 'CPF', title: 'CPF', is_required: true }] }],
      fields: [{ recipient: 0, type: 'text', isRequired: true }],
    });
    const answer = await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`, {
      json: { latitude: -23.5, longitude: -46.6 },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      [`fields.${envelope.fieldIds[0]}`]: ['This field is required.'],
      'identifiers.CPF': ['The CPF identifier is required.'],
    });
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['waiting'],
    });
  });

  it('accepts a signer’s action with 202: the recipient is signing and the signing service is asked', async () => {
    const envelope = await sent({ fields: [{ recipient: 0, type: 'text', value: 'filled' }] });
    const answer = await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`, {
      json: { latitude: -23.5, longitude: -46.6 },
      headers: { 'user-agent': 'spec-agent', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ state: 'signing', envelope_state: 'in-transit' });
    const [request] = await kit.dataSource.query(
      `SELECT recipient_id, status, payload FROM signing_requests WHERE envelope_id = $1`,
      [envelope.id],
    );
    expect(request).toMatchObject({
      recipient_id: envelope.recipientIds[0],
      status: 'pending',
      payload: {
        action: 'sign',
        ipAddress: '203.0.113.9',
        userAgent: 'spec-agent',
        latitude: -23.5,
        longitude: -46.6,
      },
    });
    const [event] = await kit.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.envelopes.recipient.signing_requested' AND payload->>'envelopeId' = $1`,
      [envelope.id],
    );
    expect(event.payload.drawings).toEqual([
      expect.objectContaining({
        documentId: envelope.documentIds[0],
        kind: 'DRAWING_KIND_TEXT',
        text: 'filled',
      }),
      expect.objectContaining({
        kind: 'DRAWING_KIND_IMAGE',
        imageBlobKey: `signature-profiles/recipients/${envelope.recipientIds[0]}/signature.png`,
      }),
    ]);
    expect(event.payload.documents[0]).toMatchObject({ documentId: envelope.documentIds[0] });
  });

  it('needs the signature image before a signer with a signature field can sign', async () => {
    const envelope = await sent({ fields: [{ recipient: 0, type: 'signature' }] });
    const token = await tokenOf(envelope, 0);
    const missing = await call(kit.url, 'POST', `/p/envelopes/recipients/${token}`, { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ signature: ['Create your signature first.'] });
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await kit.blobs.put(`signature-profiles/recipients/${envelope.recipientIds[0]}/signature.png`, png, {
      size: png.length,
    });
    const accepted = await call(kit.url, 'POST', `/p/envelopes/recipients/${token}`, { json: {} });
    expect(accepted.status).toBe(202);
  });

  it('completes an approver without fields at once, and sends one with fields to the signing service', async () => {
    const plain = await sent({ recipients: [{}, { type: 'approver' }] });
    const approved = await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(plain, 1)}`, {
      json: {},
    });
    expect(approved.body).toEqual({ state: 'done', envelope_state: 'in-transit' });

    const withFields = await sent({
      recipients: [{}, { type: 'approver' }],
      fields: [{ recipient: 1, type: 'date', value: '2026-03-10' }],
    });
    const pending = await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(withFields, 1)}`, {
      json: {},
    });
    expect(pending.body).toEqual({ state: 'signing', envelope_state: 'in-transit' });
  });

  it('checks the location and refuses qualified signers (they sign through the certificate flow)', async () => {
    const envelope = await sent({ recipients: [{}] });
    const badLocation = await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`, {
      json: { latitude: 200 },
    });
    expect(badLocation.status).toBe(422);
    expect(Object.keys(badLocation.body.errors)).toEqual(['latitude']);
    // A qualified signer cannot sign the simple way: their act carries a digital certificate.
    const inTransit = await seedEnvelope(kit.dataSource, kit.blobs, {
      state: 'in-transit',
      recipients: [{}, { signatureType: 'qualified' }],
    });
    await kit.dataSource.query(`UPDATE recipients SET state = 'waiting' WHERE envelope_id = $1`, [
      inTransit.id,
    ]);
    const qualifiedToken = await issueToken(kit.dataSource, inTransit.id, inTransit.recipientIds[1]!);
    const qualified = await call(kit.url, 'POST', `/p/envelopes/recipients/${qualifiedToken}`, {
      json: {},
    });
    expect(qualified.status).toBe(422);
    expect(qualified.body.errors).toEqual({
      signature_type: ['Qualified signatures need a digital certificate.'],
    });
    expect(await stateOf(kit.dataSource, inTransit.id)).toEqual({
      state: 'in-transit',
      recipients: ['waiting', 'waiting'],
    });
  });

  it('lets a viewer confirm they followed at once', async () => {
    const envelope = await sent({ recipients: [{}, { type: 'carbon-copy' }] });
    const answer = await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 1)}`, {
      json: {},
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ state: 'following', envelope_state: 'in-transit' });
  });
});

describe('DELETE p/envelopes/recipients/{token} (reject)', () => {
  it('needs a reason (422) and then rejects the envelope, kills its links and tells the others', async () => {
    const envelope = await sent({ recipients: [{ name: 'Ana' }, { name: 'Bruno' }] });
    const token = await tokenOf(envelope, 0);
    const withoutReason = await call(kit.url, 'DELETE', `/p/envelopes/recipients/${token}`, { json: {} });
    expect(withoutReason.status).toBe(422);
    expect(withoutReason.body.errors).toEqual({ reason: ['The reason field is required.'] });
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('in-transit');

    const rejected = await call(kit.url, 'DELETE', `/p/envelopes/recipients/${token}`, {
      json: { reason: 'Wrong amount' },
    });
    expect(rejected.status).toBe(200);
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'rejected',
      recipients: ['refused', 'waiting'],
    });
    const [note] = await kit.dataSource.query('SELECT message FROM notes WHERE envelope_id = $1', [
      envelope.id,
    ]);
    expect(note.message).toBe('Wrong amount');
    const told = (await kit.mails()).filter((mail) => mail.job.template === 'envelope-rejected');
    expect(told.map((mail) => mail.job.to)).toEqual(
      expect.arrayContaining([envelope.senderEmail, await addressOf(envelope, 1)]),
    );
    expect(told.find((mail) => mail.job.to === envelope.senderEmail)!.job.params).toMatchObject({
      recipient: 'Ana',
      reason: 'Wrong amount',
    });

    // The envelope ended: every action link is dead.
    for (const index of [0, 1]) {
      const view = await call(kit.url, 'GET', `/p/envelopes/recipients/${await tokenOf(envelope, index)}`);
      expect(view.status).toBe(400);
    }
  });

  it('limits the reason to 500 characters', async () => {
    const envelope = await sent();
    const answer = await call(kit.url, 'DELETE', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`, {
      json: { reason: 'x'.repeat(501) },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ reason: ['The reason may not be greater than 500 characters.'] });
  });

  it('cancels when the sender, holding a recipient link, calls it without a reason', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      senderEmail: 'owner@example.com',
      recipients: [{ email: 'owner@example.com' }, {}],
    });
    await call(kit.url, 'POST', `/envelopes/${envelope.id}/send`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    const answer = await call(kit.url, 'DELETE', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`, {
      json: {},
    });
    expect(answer.status).toBe(200);
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('cancelled');
  });
});
