import { seedEnvelope } from './flow-support/envelope-fixtures.js';
import { call, member, useFlowApp } from './flow-support/flow-test-kit.js';
import { latestEntryData } from './envelopes-database.js';

const kit = useFlowApp('sender_history_origin');

/** What the gateway forwards for a sender's browser. */
const origin = {
  'x-forwarded-for': '198.51.100.23, 10.0.0.2',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) SenderBrowser/1.0',
};

const entry = (envelopeId: string, type: string) => latestEntryData(kit.dataSource, envelopeId, type);

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
