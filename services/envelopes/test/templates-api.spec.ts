import { call, fileForm, makePdf, useDraftingApp } from './drafting-support.js';

/**
 * Templates (spec §7: POST envelopes/{id}/copy {into}): saved from a draft or a sent envelope,
 * edited as roles without addresses, and used by copying into a draft whose addresses are filled.
 */
const { app, sender } = useDraftingApp('templates_api', {
  sender: { name: 'Ana Souza', email: 'ana@example.com' },
});

const request = (method: string, path: string, json?: unknown) =>
  call(app.url, method, path, { headers: sender.headers, ...(json === undefined ? {} : { json }) });

const widget = { page: 1, x_axis: 0.1, y_axis: 0.6, width: 0.3, height: 0.08 };

/** A draft with one document, a signer with a signature field and an approver. */
async function draftWithRecipients() {
  const id = (await request('POST', '/envelopes', { title: 'Contrato' })).body.id as string;
  const document = await call(app.url, 'POST', `/envelopes/${id}/documents`, {
    headers: sender.headers,
    form: fileForm(await makePdf(), 'contrato.pdf'),
  });
  const signer = await request('POST', `/envelopes/${id}/recipients`, {
    type: 'signer',
    addressees: [{ value: 'dani@example.com', name: 'Dani' }],
  });
  await request('POST', `/envelopes/${id}/recipients`, {
    type: 'approver',
    addressees: [{ value: 'edu@example.com', name: 'Edu' }],
  });
  await request('POST', `/envelopes/${id}/documents/${document.body.id}/fields`, {
    recipient_id: signer.body.id,
    type: 'signature',
    title: 'Assinatura',
    widgets: [widget],
  });
  return { id, documentId: document.body.id as string };
}

const extended = async (id: string) => (await request('GET', `/envelopes/${id}?extended=true`)).body;
const addressesOf = (envelope: { recipients: Array<{ addressees: Array<{ value: string }> }> }) =>
  envelope.recipients.map((recipient) => recipient.addressees[0]!.value);

describe('templates', () => {
  it('saves a draft as a template of roles without addresses, keeping documents and fields', async () => {
    const { id } = await draftWithRecipients();
    const answer = await request('POST', `/envelopes/${id}/copy`, { into: 'template' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ state: 'template', title: 'Contrato' });

    const template = await extended(answer.body.id);
    expect(template.recipients).toMatchObject([
      { type: 'signer', addressees: [{ name: 'Dani', value: '' }] },
      { type: 'approver', addressees: [{ name: 'Edu', value: '' }] },
    ]);
    expect(template.documents).toHaveLength(1);
    expect(template.documents[0].fields).toMatchObject([
      { type: 'signature', recipient_id: template.recipients[0].id },
    ]);
    // The draft it came from keeps its people.
    expect(addressesOf(await extended(id))).toEqual(['dani@example.com', 'edu@example.com']);
    const list = await request('GET', '/envelopes?filter[state]=template');
    expect(list.body.data.map((envelope: { id: string }) => envelope.id)).toContain(answer.body.id);
  });

  it('copies a sent envelope into a template without what its recipients filled in', async () => {
    const { id, documentId } = await draftWithRecipients();
    const signerId = (await extended(id)).recipients[0].id;
    await request('POST', `/envelopes/${id}/documents/${documentId}/fields`, {
      recipient_id: signerId,
      type: 'text',
      title: 'Cargo',
      widgets: [{ ...widget, y_axis: 0.2 }],
    });
    await app.dataSource.query(
      `UPDATE fields SET value = 'Diretora' WHERE type = 'text' AND recipient_id = $1`,
      [signerId],
    );
    await app.dataSource.query(`UPDATE envelopes SET state = 'completed' WHERE id = $1`, [id]);
    await app.dataSource.query(`UPDATE recipients SET state = 'done' WHERE envelope_id = $1`, [id]);

    const answer = await request('POST', `/envelopes/${id}/copy`, { into: 'template' });
    expect(answer.status).toBe(201);
    const template = await extended(answer.body.id);
    expect(template.state).toBe('template');
    expect(addressesOf(template)).toEqual(['', '']);
    expect(template.recipients.map((recipient: { state: string }) => recipient.state)).toEqual([
      'waiting',
      'waiting',
    ]);
    const text = template.documents[0].fields.find((field: { type: string }) => field.type === 'text');
    expect(text).toMatchObject({ title: 'Cargo', value: null });
  });

  it('takes a recipient role without an address in a template, and refuses one in a draft', async () => {
    const template = (
      await request('POST', `/envelopes/${(await draftWithRecipients()).id}/copy`, { into: 'template' })
    ).body.id as string;
    const role = await request('POST', `/envelopes/${template}/recipients`, {
      type: 'carbon-copy',
      addressees: [{ value: '', name: 'Jurídico' }],
    });
    expect(role.status).toBe(201);
    expect(role.body.addressees[0]).toMatchObject({ name: 'Jurídico', value: '' });
    const renamed = await request('PATCH', `/envelopes/${template}/recipients/${role.body.id}`, {
      type: 'carbon-copy',
      addressees: [{ value: '', name: 'Departamento jurídico' }],
    });
    expect(renamed.status).toBe(200);

    const draft = (await request('POST', '/envelopes', { title: 'Sem endereço' })).body.id;
    const refused = await request('POST', `/envelopes/${draft}/recipients`, {
      type: 'signer',
      addressees: [{ value: '', name: 'Dani' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'addressees.0.value': ['The email field is required.'] });
  });

  it('uses a template: a draft with its roles, whose addresses the sender then fills in', async () => {
    const { id } = await draftWithRecipients();
    const template = (await request('POST', `/envelopes/${id}/copy`, { into: 'template' })).body.id;
    const used = await request('POST', `/envelopes/${template}/copy`, { into: 'draft' });
    expect(used.status).toBe(201);
    const draft = await extended(used.body.id);
    expect(draft.state).toBe('draft');
    expect(addressesOf(draft)).toEqual(['', '']);
    expect(draft.documents[0].fields).toMatchObject([
      { type: 'signature', recipient_id: draft.recipients[0].id },
    ]);

    const filled = await request('PATCH', `/envelopes/${used.body.id}/recipients/${draft.recipients[0].id}`, {
      type: 'signer',
      addressees: [{ value: 'Fabi@Example.com', name: 'Fabi' }],
      signature_type: 'simple',
    });
    expect(filled.status).toBe(200);
    expect(addressesOf(await extended(used.body.id))).toEqual(['fabi@example.com', '']);
    // The template is untouched and can be used again.
    expect(addressesOf(await extended(template))).toEqual(['', '']);
    expect((await extended(template)).state).toBe('template');
  });
});
