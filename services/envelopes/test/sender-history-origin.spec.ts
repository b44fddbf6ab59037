import { seedEnvelope } from './flow-support/envelope-fixtures.js';
import { call, member, useFlowApp } from './flow-support/flow-test-kit.js';

const kit = useFlowApp('sender_history_origin');

/** What the gateway forwards for a sender's browser. */
const origin = {
  'x-forwarded-for': '198.51.100.23, 10.0.0.2',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) SenderBrowser/1.0',
};

async function entry(envelopeId: string, type: string): Promise<Record<string, unknown>> {
  const [row] = await kit.dataSource.query(
    `SELECT data FROM envelope_events WHERE envelope_id = $1 AND type = $2 ORDER BY sequence DESC LIMIT 1`,
    [envelopeId, type],
  );
  return row?.data;
}

describe("the sender's steps on the envelope history", () => {
  it('record the address forwarded by the gateway and the browser when sending, cancelling and downloading', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const headers = { ...member(envelope.senderUserId, envelope.organizationId), ...origin };

    expect((await call(kit.url, 'POST', `/envelopes/${envelope.id}/send`, { headers })).status).toBe(200);
    expect((await call(kit.url, 'GET', `/envelopes/${envelope.id}/download`, { headers })).status).toBe(200);
    expect(
      (await call(kit.url, 'POST', `/envelopes/${envelope.id}/cancel`, { headers, json: {} })).status,
    ).toBe(200);

    for (const type of ['envelope.sent', 'envelope.downloaded', 'envelope.cancelled']) {
      expect(await entry(envelope.id, type)).toMatchObject({
        ip_address: '198.51.100.23',
        user_agent: origin['user-agent'],
      });
    }
  });
});
