import { RecipientTokens } from '../src/envelope-flow/recipient-token.store.js';
import { issueToken, sealEnvelope, seedEnvelope } from './flow-support/envelope-fixtures.js';
import { call, useFlowApp } from './flow-support/flow-test-kit.js';

const kit = useFlowApp('link_status');
let tokens: RecipientTokens;

beforeAll(async () => {
  tokens = kit.app.get(RecipientTokens);
});

const status = (token: string) => call(kit.url, 'GET', `/p/envelopes/recipients/${token}/status`);
const INVALID = { status: 'invalid', envelope: null, recipient: null, download_token: null };

async function seedWithLink(state = 'in-transit') {
  const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
    state,
    title: 'Contrato de locação',
    recipients: [{ name: 'Ana Souza', email: 'ana@cliente.example' }],
  });
  const token = await issueToken(kit.dataSource, envelope.id, envelope.recipientIds[0]!);
  return { envelope, token };
}

async function end(envelopeId: string, state: string) {
  await kit.dataSource.query('UPDATE envelopes SET state = $2 WHERE id = $1', [envelopeId, state]);
  await tokens.revokeEnvelope(kit.dataSource.manager, envelopeId);
}

describe('GET p/envelopes/recipients/{token}/status', () => {
  it('says a mangled, unknown or never-sent link is invalid, and nothing more', async () => {
    const { token } = await seedWithLink('draft');
    for (const candidate of ['abc', `${token.slice(0, -2)}xx`, token]) {
      const answer = await status(candidate);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(INVALID);
    }
  });

  it('is open while the recipient may act, then tells them when they signed', async () => {
    const { envelope, token } = await seedWithLink();
    expect((await status(token)).body).toMatchObject({
      status: 'open',
      envelope: { title: 'Contrato de locação', state: 'in-transit', ended_at: null, locale: 'pt-BR' },
      recipient: { name: 'Ana Souza', type: 'signer', state: 'waiting', acted_at: null },
      download_token: null,
    });
    const signedAt = new Date('2026-11-20T14:30:00Z');
    await kit.dataSource.query(`UPDATE recipients SET state = 'done', acted_at = $2 WHERE id = $1`, [
      envelope.recipientIds[0],
      signedAt,
    ]);
    expect((await status(token)).body).toMatchObject({
      status: 'acted',
      recipient: { state: 'done', acted_at: signedAt.toISOString() },
    });
  });

  it("tells a completed envelope's dead action link what happened and gives it a download link", async () => {
    const { envelope, token } = await seedWithLink();
    const { signed } = await sealEnvelope(kit.dataSource, kit.blobs, envelope);
    await tokens.revokeEnvelope(kit.dataSource.manager, envelope.id);
    // The action link itself opens nothing any more ...
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${token}`)).status).toBe(400);
    // ... but says what happened.
    const answer = await status(token);
    expect(answer.body).toMatchObject({
      status: 'completed',
      envelope: { state: 'completed', ended_at: expect.any(String) },
      recipient: { state: 'done' },
      download_token: expect.any(String),
    });
    const download = (answer.body as { download_token: string }).download_token;
    expect(download).not.toBe(token);
    const file = await call(kit.url, 'GET', `/p/envelopes/${download}/download`);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(signed[0]!)).toBe(true);
    // A download link is its own.
    expect((await status(download)).body).toMatchObject({ status: 'completed', download_token: download });
  });

  it.each([['cancelled'], ['expired'], ['rejected']])(
    'tells the recipient the envelope was %s, with no download',
    async (state) => {
      const { envelope, token } = await seedWithLink();
      await end(envelope.id, state);
      expect((await status(token)).body).toMatchObject({
        status: state,
        envelope: { state, ended_at: expect.any(String) },
        download_token: null,
      });
    },
  );

  it('says nothing through a link that died because the address changed', async () => {
    const { envelope, token } = await seedWithLink();
    await tokens.revokeRecipient(kit.dataSource.manager, envelope.recipientIds[0]!);
    expect((await status(token)).body).toEqual(INVALID);
    await end(envelope.id, 'cancelled');
    expect((await status(token)).body).toEqual(INVALID);
  });
});
