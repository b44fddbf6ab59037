import { call, fileForm, imageContentForm, makePdf, PNG_PIXEL, useDraftingApp } from './drafting-support.js';

const { app, sender } = useDraftingApp('fields_api');
let envelopeId: string;
let documentId: string;
let signerId: string;
let approverId: string;

async function newEnvelope(metadata: Record<string, unknown> = {}) {
  envelopeId = (
    await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'F', metadata } })
  ).body.id;
  // A4 portrait: 595 points wide, so a width of 0.1 is 59.5 points and 0.101 is 60.1.
  documentId = (
    await call(app.url, 'POST', `/envelopes/${envelopeId}/documents`, {
      headers: sender.headers,
      form: fileForm(await makePdf(2), 'f.pdf'),
    })
  ).body.id;
  signerId = (
    await call(app.url, 'POST', `/envelopes/${envelopeId}/recipients`, {
      headers: sender.headers,
      json: { type: 'signer', addressees: [{ value: 'signer@example.com', name: 'Signer' }] },
    })
  ).body.id;
  approverId = (
    await call(app.url, 'POST', `/envelopes/${envelopeId}/recipients`, {
      headers: sender.headers,
      json: { type: 'approver', addressees: [{ value: 'approver@example.com', name: 'Approver' }] },
    })
  ).body.id;
}

beforeEach(() => newEnvelope());

const widget = (extra: Record<string, unknown> = {}) => ({
  page: 1,
  x_axis: 0.1,
  y_axis: 0.1,
  width: 0.2,
  height: 0.05,
  ...extra,
});
const fieldsPath = () => `/envelopes/${envelopeId}/documents/${documentId}/fields`;
const contentsPath = () => `/envelopes/${envelopeId}/documents/${documentId}/contents`;
const addField = (json: Record<string, unknown>) =>
  call(app.url, 'POST', fieldsPath(), {
    headers: sender.headers,
    json: { recipient_id: signerId, widgets: [widget()], ...json },
  });
const addContent = (json: Record<string, unknown>) =>
  call(app.url, 'POST', contentsPath(), { headers: sender.headers, json: { ...widget(), ...json } });

describe('fields', () => {
  it('places a signature field for a signer, positioned in fractions of the page', async () => {
    const answer = await addField({ type: 'signature', is_required: true, widgets: [widget({ page: 2 })] });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      recipient_id: signerId,
      type: 'signature',
      is_required: true,
      widgets: [{ page: 2, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.05 }],
    });
  });

  it('accepts the recipient as an object, as the viewer sends it', async () => {
    const answer = await call(app.url, 'POST', fieldsPath(), {
      headers: sender.headers,
      json: { recipient: { id: signerId }, type: 'initial', widgets: [widget({ width: 0.07 })] },
    });
    expect(answer.status).toBe(201);
  });

  it('requires a title on dropdown, checkbox and text fields, at most 40 characters', async () => {
    for (const type of ['dropdown', 'checkbox', 'text']) {
      const answer = await addField({ type, options: ['A'] });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.title).toEqual(['The title field is required.']);
    }
    const long = await addField({ type: 'text', title: 't'.repeat(41) });
    expect(long.body.errors.title).toEqual(['The title may not be greater than 40 characters.']);
    expect((await addField({ type: 'text', title: 't'.repeat(40) })).status).toBe(201);
  });

  it('requires at least one option on a dropdown', async () => {
    for (const options of [undefined, [], ['  ']]) {
      const answer = await addField({ type: 'dropdown', title: 'Estado civil', options });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.options).toEqual(['A dropdown needs at least one option.']);
    }
    expect(
      (await addField({ type: 'dropdown', title: 'Estado civil', options: ['Solteiro', 'Casado'] })).status,
    ).toBe(201);
  });

  it('requires a comment’s text, at most 100 characters, and a date’s value', async () => {
    expect((await addField({ type: 'comments' })).body.errors.value).toEqual([
      'The comment field is required.',
    ]);
    expect((await addField({ type: 'comments', value: 'c'.repeat(101) })).body.errors.value).toEqual([
      'The comment may not be greater than 100 characters.',
    ]);
    expect((await addField({ type: 'comments', value: 'c'.repeat(100) })).status).toBe(201);
    expect((await addField({ type: 'date' })).body.errors.value).toEqual(['The date field is required.']);
    expect((await addField({ type: 'date', value: '2030-01-01' })).status).toBe(201);
  });

  it('refuses fields narrower than 60 points, or 40 for initials', async () => {
    const narrow = await addField({ type: 'signature', widgets: [widget({ width: 0.101 })] });
    expect(narrow.status).toBe(201);
    const tooNarrow = await addField({ type: 'signature', widgets: [widget({ width: 0.1 })] });
    expect(tooNarrow.status).toBe(422);
    expect(tooNarrow.body.errors['widgets.0.width']).toEqual(['The field must be at least 60 points wide.']);
    expect((await addField({ type: 'initial', widgets: [widget({ width: 0.07 })] })).status).toBe(201);
    const initial = await addField({ type: 'initial', widgets: [widget({ width: 0.06 })] });
    expect(initial.body.errors['widgets.0.width']).toEqual(['The field must be at least 40 points wide.']);
  });

  it('keeps positions within the page and pages within the document', async () => {
    const outside = await addField({
      type: 'signature',
      widgets: [widget({ x_axis: 0.9, width: 0.2, y_axis: 1.2 })],
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toEqual({
      'widgets.0.y_axis': ['The y axis must be a number from 0 to 1 (a fraction of the page).'],
    });
    const overflow = await addField({ type: 'signature', widgets: [widget({ x_axis: 0.9, width: 0.2 })] });
    expect(overflow.body.errors['widgets.0.width']).toEqual(['The element must fit inside the page.']);
    const page = await addField({ type: 'signature', widgets: [widget({ page: 3 })] });
    expect(page.body.errors['widgets.0.page']).toEqual(['The page must be between 1 and 2.']);
  });

  it('gives signature, initial, text, checkbox and dropdown fields only to signers', async () => {
    for (const [type, extra] of [
      ['signature', {}],
      ['initial', {}],
      ['text', { title: 'T' }],
      ['checkbox', { title: 'C' }],
      ['dropdown', { title: 'D', options: ['x'] }],
    ] as const) {
      const answer = await addField({ type, recipient_id: approverId, ...extra });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.type).toEqual(['Only signers may receive this field.']);
    }
    expect((await addField({ type: 'date', value: '2030-01-01', recipient_id: approverId })).status).toBe(
      201,
    );
  });

  it('in PDF/A envelopes gives recipients after the first only signature fields', async () => {
    await newEnvelope({ type: { pdfa: true } });
    const second = (
      await call(app.url, 'POST', `/envelopes/${envelopeId}/recipients`, {
        headers: sender.headers,
        json: { type: 'signer', addressees: [{ value: 'second@example.com', name: 'Second' }] },
      })
    ).body.id;
    expect((await addField({ type: 'text', title: 'T', recipient_id: signerId })).status).toBe(201);
    const answer = await addField({ type: 'text', title: 'T', recipient_id: second });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.type).toEqual([
      'In PDF/A envelopes only the first recipient may receive fields other than signatures.',
    ]);
    expect((await addField({ type: 'signature', recipient_id: second })).status).toBe(201);
  });

  it('refuses a recipient of another envelope', async () => {
    const mine = signerId;
    await newEnvelope();
    const answer = await addField({ type: 'signature', recipient_id: mine });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ recipient_id: ['The recipient is not part of this envelope.'] });
  });

  it('updates a field and checks the result against the same rules', async () => {
    const field = (await addField({ type: 'text', title: 'Nome' })).body;
    const moved = await call(app.url, 'PATCH', `${fieldsPath()}/${field.id}`, {
      headers: sender.headers,
      json: { title: 'Nome completo', widgets: [widget({ page: 2 })] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ title: 'Nome completo', widgets: [{ page: 2 }] });
    const toApprover = await call(app.url, 'PATCH', `${fieldsPath()}/${field.id}`, {
      headers: sender.headers,
      json: { recipient_id: approverId },
    });
    expect(toApprover.status).toBe(422);
  });

  it('deletes a field, and answers 404 for an unknown one', async () => {
    const field = (await addField({ type: 'signature' })).body;
    expect(
      (await call(app.url, 'DELETE', `${fieldsPath()}/${field.id}`, { headers: sender.headers })).status,
    ).toBe(204);
    const again = await call(app.url, 'DELETE', `${fieldsPath()}/${field.id}`, { headers: sender.headers });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'Field not found.' });
  });

  it('makes fields read-only once the envelope is sent', async () => {
    const field = (await addField({ type: 'signature' })).body;
    await app.dataSource.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = $1`, [envelopeId]);
    expect((await addField({ type: 'signature' })).status).toBe(412);
    const patch = await call(app.url, 'PATCH', `${fieldsPath()}/${field.id}`, {
      headers: sender.headers,
      json: { is_required: true },
    });
    expect(patch.status).toBe(412);
    expect(
      (await call(app.url, 'DELETE', `${fieldsPath()}/${field.id}`, { headers: sender.headers })).status,
    ).toBe(412);
  });
});

describe('contents', () => {
  it('places text, comment and validation QR code contents', async () => {
    const text = await addContent({
      type: 'text',
      value: 'Cláusula 1',
      font_size: 12,
      font_family: 'Helvetica',
      text_color: '#000',
      opacity: 0.8,
    });
    expect(text.status).toBe(201);
    expect(text.body).toMatchObject({
      type: 'text',
      value: 'Cláusula 1',
      page: 1,
      font_size: 12,
      opacity: 0.8,
    });
    expect((await addContent({ type: 'comment', value: 'ok' })).status).toBe(201);
    const qr = await addContent({ type: 'validation-qrcode', value: 'ignored' });
    expect(qr.status).toBe(201);
    expect(qr.body.value).toBeNull();
  });

  it('requires text on text and comment contents, a comment at most 100 characters', async () => {
    expect((await addContent({ type: 'text' })).body.errors.value).toEqual(['The text field is required.']);
    expect((await addContent({ type: 'comment', value: 'x'.repeat(101) })).body.errors.value).toEqual([
      'The comment may not be greater than 100 characters.',
    ]);
  });

  it('keeps contents on the document’s pages and inside them', async () => {
    const answer = await addContent({ type: 'text', value: 'x', page: 5, y_axis: 0.99, height: 0.05 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      page: ['The page must be between 1 and 2.'],
      height: ['The element must fit inside the page.'],
    });
  });

  it('places an image sent as a multipart form and stores it in the blob store', async () => {
    const form = imageContentForm(
      { bytes: PNG_PIXEL, name: 'logo.png', type: 'image/png' },
      { x_axis: '0.5', y_axis: '0.5' },
    );
    const answer = await call(app.url, 'POST', contentsPath(), { headers: sender.headers, form });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ type: 'image', value: null, x_axis: 0.5, width: 0.2 });
    const [row] = await app.dataSource.query('SELECT value FROM contents WHERE id = $1', [answer.body.id]);
    expect(row.value).toMatch(
      new RegExp(
        `^envelopes/${sender.organizationId}/${envelopeId}/documents/${documentId}/contents/.+\\.png$`,
      ),
    );
    expect(await app.blobs.exists(row.value)).toBe(true);
  });

  it('refuses an image content without an image, or with a file that is not PNG or JPEG', async () => {
    expect((await addContent({ type: 'image' })).body.errors).toEqual({
      file: ['An image content needs a PNG or JPEG file.'],
    });
    const form = imageContentForm({ bytes: Buffer.from('GIF89a'), name: 'x.gif', type: 'image/gif' });
    const answer = await call(app.url, 'POST', contentsPath(), { headers: sender.headers, form });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['The image must be a PNG or JPEG file.'] });
  });

  it('replaces an image through POST with a method override, removing the old blob', async () => {
    const form = imageContentForm({ bytes: PNG_PIXEL, name: 'a.png', type: 'image/png' });
    const created = (await call(app.url, 'POST', contentsPath(), { headers: sender.headers, form })).body;
    const [before] = await app.dataSource.query('SELECT value FROM contents WHERE id = $1', [created.id]);

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
    const update = fileForm(jpeg, 'b.jpg', 'file', 'image/jpeg');
    update.append('_method', 'PATCH');
    update.append('x_axis', '0.3');
    const answer = await call(app.url, 'POST', `${contentsPath()}/${created.id}`, {
      headers: sender.headers,
      form: update,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: created.id, type: 'image', x_axis: 0.3 });
    const [after] = await app.dataSource.query('SELECT value FROM contents WHERE id = $1', [created.id]);
    expect(after.value).toMatch(/\.jpg$/);
    expect(await app.blobs.exists(after.value)).toBe(true);
    expect(await app.blobs.exists(before.value)).toBe(false);

    const header = fileForm(PNG_PIXEL, 'c.png', 'file', 'image/png');
    const viaHeader = await call(app.url, 'POST', `${contentsPath()}/${created.id}`, {
      headers: { ...sender.headers, 'x-http-method-override': 'PATCH' },
      form: header,
    });
    expect(viaHeader.status).toBe(200);
  });

  it('refuses a POST on a content without the method override', async () => {
    const created = (await addContent({ type: 'text', value: 'x' })).body;
    const answer = await call(app.url, 'POST', `${contentsPath()}/${created.id}`, {
      headers: sender.headers,
      json: { value: 'y' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/X-HTTP-Method-Override: PATCH/);
  });

  it('updates a content with PATCH and deletes it', async () => {
    const created = (await addContent({ type: 'text', value: 'x' })).body;
    const answer = await call(app.url, 'PATCH', `${contentsPath()}/${created.id}`, {
      headers: sender.headers,
      json: { value: 'novo', page: 2 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ value: 'novo', page: 2 });
    const bad = await call(app.url, 'PATCH', `${contentsPath()}/${created.id}`, {
      headers: sender.headers,
      json: { value: '' },
    });
    expect(bad.status).toBe(422);
    expect(
      (await call(app.url, 'DELETE', `${contentsPath()}/${created.id}`, { headers: sender.headers })).status,
    ).toBe(204);
    const gone = await call(app.url, 'DELETE', `${contentsPath()}/${created.id}`, {
      headers: sender.headers,
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: 'Content not found.' });
  });

  it('makes contents read-only once the envelope is sent', async () => {
    const created = (await addContent({ type: 'text', value: 'x' })).body;
    await app.dataSource.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = $1`, [envelopeId]);
    expect((await addContent({ type: 'text', value: 'y' })).status).toBe(412);
    expect(
      (
        await call(app.url, 'PATCH', `${contentsPath()}/${created.id}`, {
          headers: sender.headers,
          json: { value: 'z' },
        })
      ).status,
    ).toBe(412);
    expect(
      (await call(app.url, 'DELETE', `${contentsPath()}/${created.id}`, { headers: sender.headers })).status,
    ).toBe(412);
  });
});
