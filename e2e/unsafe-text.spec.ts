// Text no database can keep, sent through the gateway to each service: a NUL byte or a lone UTF-16
// surrogate in a JSON field or a query parameter is a 422 naming that field, never a 500, and
// nothing is written.
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import type { BrowserClient } from './support/browser-client.js';
import { signedInWithOrganization, type Account } from './support/identity-stack.js';

const ANA: Account = {
  name: 'Ana Texto',
  email: `ana.text.${Date.now()}@example.com`,
  password: 'Assinar-rumo24',
};
const NOT_ALLOWED = ['The value contains characters that are not allowed.'];

let stack: EnvelopeStack;
let ana: BrowserClient;

beforeAll(async () => {
  stack = await startEnvelopeStack('unsafe_text');
  ({ browser: ana } = await signedInWithOrganization(stack, ANA, 'Texto'));
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

describe('a NUL byte or a lone surrogate, through the gateway', () => {
  it.each([
    ['identity', 'POST', '/contacts', { name: 'Ana\u0000', email: 'ana.contact@example.com' }, 'name'],
    ['identity', 'POST', '/teams', { name: 'Time \ud800' }, 'name'],
    ['envelopes', 'POST', '/envelopes', { name: 'Contrato', message: 'Olá \udc00' }, 'message'],
    [
      'signing',
      'POST',
      '/signature-profiles',
      { name: 'x', options: [{ label: 'a\u0000' }] },
      'options.0.label',
    ],
    ['storage', 'POST', '/items/folders', { name: '\ud83dPasta' }, 'name'],
  ])('in a JSON body at %s (%s %s) is a 422 on the field', async (_, method, path, json, field) => {
    const answer = await ana.api(method, path, { json });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { [field]: NOT_ALLOWED } });
  });

  it.each([
    ['identity', '/contacts?search=ana%00'],
    ['identity', '/users?search=%ED%A0%80'],
    ['envelopes', '/envelopes?search=%00'],
    ['storage', '/items?search=%ED%B0%80'],
    ['billing', '/plans?search=%00'],
  ])('in a query parameter at %s (%s) is a 422 on the parameter', async (_, path) => {
    const answer = await ana.api('GET', path);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { search: NOT_ALLOWED } });
  });

  it('wrote nothing', async () => {
    const contacts = await ana.api('GET', '/contacts');
    expect(contacts.status).toBe(200);
    expect(JSON.stringify(contacts.body)).not.toContain('ana.contact@example.com');
  });
});
