import { gatewayHeaders, useIdentityApp } from './support/workspace-test-kit.js';
import type { SeededUser } from './support/workspace-test-kit.js';

const identity = useIdentityApp('onboarding');
let user: SeededUser;

beforeAll(async () => {
  user = await identity.seed.user();
});

const get = (who: SeededUser) => identity.call('GET', '/onboardings', { headers: gatewayHeaders(who) });
const put = (who: SeededUser, json: unknown) =>
  identity.call('PUT', '/onboardings', { headers: gatewayHeaders(who), json });

describe('onboarding settings', () => {
  it('start empty', async () => {
    const answer = await get(user);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ settings: {} });
  });

  it('store booleans, numbers and texts, and merge later saves into them', async () => {
    const first = await put(user, {
      settings: { business_envelope_recipient: true, step: 2, theme: 'dark' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ settings: { business_envelope_recipient: true, step: 2, theme: 'dark' } });
    const second = await put(user, { settings: { business_envelope_fields: true, step: 3 } });
    expect(second.body).toEqual({
      settings: { business_envelope_recipient: true, business_envelope_fields: true, step: 3, theme: 'dark' },
    });
    expect((await get(user)).body).toEqual(second.body);
  });

  it('belong to one user', async () => {
    const other = await identity.seed.user();
    expect((await get(other)).body).toEqual({ settings: {} });
  });

  it.each([
    ['no settings', {}, 'settings', 'The settings field is required.'],
    [
      'a list instead of a map',
      { settings: [true] },
      'settings',
      'The settings must be an object of names to values.',
    ],
    [
      'an object value',
      { settings: { nested: { a: 1 } } },
      'settings.nested',
      'Each setting must be a boolean, a number or a text of at most 1000 characters.',
    ],
    [
      'a null value',
      { settings: { gone: null } },
      'settings.gone',
      'Each setting must be a boolean, a number or a text of at most 1000 characters.',
    ],
    [
      'a text over 1000 characters',
      { settings: { long: 'x'.repeat(1001) } },
      'settings.long',
      'Each setting must be a boolean, a number or a text of at most 1000 characters.',
    ],
    [
      'a name over 64 characters',
      { settings: { ['n'.repeat(65)]: true } },
      `settings.${'n'.repeat(65)}`,
      'Setting names must be 1 to 64 characters long.',
    ],
    [
      'an empty name',
      { settings: { '': true } },
      'settings.',
      'Setting names must be 1 to 64 characters long.',
    ],
  ])('refuse %s with 422 and keep what was stored', async (_case, json, field, message) => {
    const who = await identity.seed.user();
    await put(who, { settings: { kept: true } });
    const answer = await put(who, json);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
    expect((await get(who)).body).toEqual({ settings: { kept: true } });
  });

  it('refuse growing past 100 names', async () => {
    const who = await identity.seed.user();
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`flag_${index}`, true]));
    expect((await put(who, { settings: many })).status).toBe(200);
    const answer = await put(who, { settings: { one_more: true } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ settings: ['The settings may not have more than 100 entries.'] });
    const tooMany = await put(await identity.seed.user(), { settings: { ...many, x: 1 } });
    expect(tooMany.status).toBe(422);
  });

  it('need a signed-in user', async () => {
    expect((await identity.call('GET', '/onboardings')).status).toBe(401);
    expect((await identity.call('PUT', '/onboardings', { json: { settings: {} } })).status).toBe(401);
  });
});
