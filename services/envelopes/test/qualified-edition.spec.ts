import { issueToken, seedEnvelope } from './flow-support/envelope-fixtures.js';
import { identityPublicKeyFileForTests } from '@rubrica/testing';
import { call, useDraftingApp } from './drafting-support.js';

/** The US edition (section 1: no qualified signature), run as in production with no plugin licence. */
const { app, sender } = useDraftingApp('qualified_edition', {
  env: async () => ({
    PRODUCT_EDITION: 'us',
    NODE_ENV: 'production',
    GATEWAY_IDENTITY_PUBLIC_KEY_FILE: await identityPublicKeyFileForTests(),
    BLOB_URL_SECRET: 'qualified-edition-blob-url-secret-0123456789',
  }),
});

async function newEnvelope(): Promise<string> {
  const answer = await call(app.url, 'POST', '/envelopes', {
    headers: sender.headers,
    json: { title: 'US' },
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const signer = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'signer',
  addressees: [{ via: 'email', value, name: 'Bia' }],
  ...extra,
});

describe('the US edition', () => {
  it('refuses a qualified signer when a recipient is added, with a field error', async () => {
    const envelopeId = await newEnvelope();
    const answer = await call(app.url, 'POST', `/envelopes/${envelopeId}/recipients`, {
      headers: sender.headers,
      json: signer('bia@example.com', { signature_type: 'qualified' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      signature_type: ['Qualified signatures are not available in this edition.'],
    });
    const list = await call(app.url, 'GET', `/envelopes/${envelopeId}/recipients`, {
      headers: sender.headers,
    });
    expect(list.body.data ?? list.body).toEqual([]);
  });

  it('refuses turning a recipient into a qualified signer, and keeps simple ones', async () => {
    const envelopeId = await newEnvelope();
    const added = await call(app.url, 'POST', `/envelopes/${envelopeId}/recipients`, {
      headers: sender.headers,
      json: signer('caio@example.com'),
    });
    expect(added.status).toBe(201);
    expect(added.body.signature_type).toBe('simple');
    const changed = await call(app.url, 'PATCH', `/envelopes/${envelopeId}/recipients/${added.body.id}`, {
      headers: sender.headers,
      json: { signature_type: 'qualified' },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual({
      signature_type: ['Qualified signatures are not available in this edition.'],
    });
    const [row] = await app.dataSource.query('SELECT signature_type FROM recipients WHERE id = $1', [
      added.body.id,
    ]);
    expect(row.signature_type).toBe('simple');
  });

  it('refuses to send a qualified signer who came another way (an older template, a copied draft)', async () => {
    const envelope = await seedEnvelope(app.dataSource, app.blobs, {
      organizationId: sender.organizationId,
      senderUserId: sender.user.id,
      recipients: [{ signatureType: 'qualified' }],
    });
    const answer = await call(app.url, 'POST', `/envelopes/${envelope.id}/send`, { headers: sender.headers });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'recipients.0.signature_type': [expect.stringContaining('Qualified signatures are not offered')],
    });
    const [row] = await app.dataSource.query('SELECT state FROM envelopes WHERE id = $1', [envelope.id]);
    expect(row.state).toBe('draft');
  });

  it('has no signer plugin licence to hand out in production when none is configured (404)', async () => {
    const envelope = await seedEnvelope(app.dataSource, app.blobs, { state: 'in-transit' });
    const token = await issueToken(app.dataSource, envelope.id, envelope.recipientIds[0]!);
    const answer = await call(app.url, 'GET', `/p/envelopes/recipients/${token}/cess/license`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'The signer plugin is not configured.' });
  });
});
