import { call, fileForm, makePdf, useDraftingApp } from './drafting-support.js';
import { latestEntryData } from './envelopes-database.js';

const { app } = useDraftingApp('drafting_history_origin');

/** What the gateway forwards for a sender's browser. */
const origin = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'SenderBrowser/2.0' };

const entry = (envelopeId: string, type: string) => latestEntryData(app.dataSource, envelopeId, type);

describe("the sender's drafting steps on the envelope history", () => {
  it('record the forwarded address and the browser when creating an envelope and adding a document', async () => {
    const sender = app.member();
    const headers = { ...sender.headers, ...origin };
    const created = await call(app.url, 'POST', '/envelopes', { headers, json: { title: 'Lease' } });
    expect(created.status).toBe(201);
    const envelopeId: string = created.body.id;
    const added = await call(app.url, 'POST', `/envelopes/${envelopeId}/documents`, {
      headers,
      form: fileForm(await makePdf(), 'lease.pdf'),
    });
    expect(added.status).toBe(201);

    for (const type of ['envelope.created', 'document.added']) {
      expect(await entry(envelopeId, type)).toMatchObject({
        ip_address: '203.0.113.9',
        user_agent: 'SenderBrowser/2.0',
      });
    }
  });
});
