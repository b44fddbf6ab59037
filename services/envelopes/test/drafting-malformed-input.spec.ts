import { call, fileForm, makePdf, useDraftingApp } from './drafting-support.js';

const { app, sender } = useDraftingApp('drafting_malformed');

const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { title: { nested: true } },
  { type: 7, addressees: 'x', widgets: {}, page: 'last', metadata: 'x', expire_at: 5 },
  { addressees: [null], widgets: [null], identifiers: [1], options: [{}], triggers: 'x' },
  { recipient_id: 'not-a-uuid', type: 'signature', widgets: [{ page: 1.5, x_axis: '0.1', y_axis: null }] },
];

describe('malformed input', () => {
  it('is answered with a 4xx in the spec’s shape on every drafting route, never a 500', async () => {
    const envelope = (
      await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'M' } })
    ).body.id;
    const document = (
      await call(app.url, 'POST', `/envelopes/${envelope}/documents`, {
        headers: sender.headers,
        form: fileForm(await makePdf(), 'm.pdf'),
      })
    ).body.id;
    const recipient = (
      await call(app.url, 'POST', `/envelopes/${envelope}/recipients`, {
        headers: sender.headers,
        json: { type: 'signer', addressees: [{ value: 'm@example.com', name: 'M' }] },
      })
    ).body.id;
    const box = { page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.05 };
    const d = `/envelopes/${envelope}/documents/${document}`;
    const field = (
      await call(app.url, 'POST', `${d}/fields`, {
        headers: sender.headers,
        json: { recipient_id: recipient, type: 'signature', widgets: [box] },
      })
    ).body.id;
    const content = (
      await call(app.url, 'POST', `${d}/contents`, {
        headers: sender.headers,
        json: { type: 'text', value: 'x', ...box },
      })
    ).body.id;
    const routes: Array<[string, string]> = [
      ['POST', '/envelopes'],
      ['PATCH', `/envelopes/${envelope}`],
      ['POST', `/envelopes/${envelope}/copy`],
      ['POST', `/envelopes/${envelope}/recipients`],
      ['PATCH', `/envelopes/${envelope}/recipients/${recipient}`],
      ['POST', `${d}/fields`],
      ['PATCH', `${d}/fields/${field}`],
      ['POST', `${d}/contents`],
      ['PATCH', `${d}/contents/${content}`],
    ];
    for (const [method, path] of routes) {
      for (const json of BODIES) {
        const answer = await call(app.url, method, path, { headers: sender.headers, json });
        const shape = {
          method,
          path,
          json,
          status: answer.status < 500,
          // A body naming no known key is a valid no-op change; a refusal carries a message.
          message: answer.status < 400 || typeof answer.body?.message === 'string',
        };
        expect(shape).toEqual({ method, path, json, status: true, message: true });
      }
    }
    for (const query of [
      'page=-1',
      'sort[]=x',
      'filter=x',
      'filter[state][]=draft',
      'q[]=a',
      'include[x]=1',
      'limit=abc',
    ]) {
      for (const list of [
        '/envelopes',
        '/envelopes/inbox',
        '/envelopes/face-to-face',
        '/envelopes/stats',
        `/envelopes/${envelope}/events`,
      ]) {
        const answer = await call(app.url, 'GET', `${list}?${query}`, { headers: sender.headers });
        expect({ list, query, ok: answer.status < 500 }).toEqual({ list, query, ok: true });
      }
    }
  });
});
