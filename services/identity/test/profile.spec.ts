import { createBlobStore } from '@rubrica/blob';
import { PERMISSION_FLAGS } from '../src/roles/role.entity.js';
import { makeJpegHeader, makePng } from './support/image-fixtures.js';
import { gatewayHeaders, permissions, useIdentityApp } from './support/workspace-test-kit.js';
import type { SeededOrganization, SeededUser } from './support/workspace-test-kit.js';
import { asGateway } from '@rubrica/testing';

const identity = useIdentityApp('profile');
let owner: SeededUser;
let acme: SeededOrganization;

const allFalse = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false]));
const allTrue = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true]));

beforeAll(async () => {
  owner = await identity.seed.user({ name: 'Olga Owner', cpf: '52998224725' });
  acme = await identity.seed.organization(owner, { name: 'Acme' });
});

async function userRow(id: string) {
  const rows = await identity.dataSource.query(
    'SELECT name, phone, cpf, lang, avatar_key, registration_completed_at FROM users WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function userUpdatedEvents(id: string): Promise<Array<{ user: { name: string; lang: string } }>> {
  const rows: Array<{ payload: { user: { id: string; name: string; lang: string } } }> =
    await identity.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.identity.user.updated' ORDER BY created_at, id`,
    );
  return rows.map((row) => row.payload).filter((payload) => payload.user.id === id);
}

describe('GET /me', () => {
  it('describes the user without an organization', async () => {
    const answer = await identity.call('GET', '/me', { headers: gatewayHeaders(owner) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: owner.id,
      name: 'Olga Owner',
      email: owner.email,
      phone: null,
      cpf: '52998224725',
      avatar: null,
      lang: 'pt-BR',
      email_verified: true,
      registration_completed: true,
      is_usa_version: false,
      created_at: expect.any(String),
      personal_organization_id: null,
      organization: null,
      joined_at: null,
      is_owner: false,
      roles: [],
      teams: [],
      permissions: allFalse,
    });
  });

  it('adds the role, teams, permissions and join date in the organization named', async () => {
    const member = await identity.seed.user({ name: 'Mia Member', verified: false });
    const roleId = await identity.seed.role(acme.id, 'Sales', permissions('send_envelopes', 'manage_teams'));
    await identity.seed.membership(acme.id, member.id, roleId);
    const team = await identity.seed.team(acme.id, 'Closers');
    await identity.seed.teamMember(team, member.id);

    const answer = await identity.call('GET', '/me', { headers: gatewayHeaders(member, acme) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email_verified: false,
      organization: { id: acme.id, name: 'Acme', is_personal: false },
      joined_at: expect.any(String),
      is_owner: false,
      roles: [{ id: roleId, name: 'Sales' }],
      teams: [{ id: team, name: 'Closers' }],
      permissions: { ...allFalse, send_envelopes: true, manage_teams: true },
    });
  });

  it('gives an owner every permission', async () => {
    const answer = await identity.call('GET', '/me', {
      headers: gatewayHeaders(owner, acme, { owner: true }),
    });
    expect(answer.body).toMatchObject({ is_owner: true, permissions: allTrue, roles: [{ name: 'Usuário' }] });
  });

  it('says nothing about an organization the user does not belong to', async () => {
    const stranger = await identity.seed.user();
    const other = await identity.seed.organization(stranger);
    const answer = await identity.call('GET', '/me', {
      headers: gatewayHeaders(owner, other, { owner: true, flags: [...PERMISSION_FLAGS] }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      organization: null,
      is_owner: false,
      roles: [],
      teams: [],
      permissions: allFalse,
    });
  });

  it('answers 401 with no user, or a user that does not exist', async () => {
    expect((await identity.call('GET', '/me')).status).toBe(401);
    const ghost = await identity.call('GET', '/me', {
      headers: { 'x-user-id': '00000000-0000-4000-8000-000000000000' },
    });
    expect(ghost.status).toBe(401);
    expect((await identity.call('GET', '/me', { headers: { 'x-user-id': 'nobody' } })).status).toBe(401);
  });
});

describe('PATCH /me', () => {
  it('changes the given fields, keeps the empty ones, and records user.updated', async () => {
    const user = await identity.seed.user({
      name: 'Paulo',
      phone: '+5511912345678',
      cpf: '11144477735',
    });
    const answer = await identity.call('PATCH', '/me', {
      headers: gatewayHeaders(user),
      json: { name: ' Paulo Pereira ', phone: '', cpf: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Paulo Pereira', phone: '+5511912345678', cpf: '11144477735' });
    expect(await userRow(user.id)).toMatchObject({
      name: 'Paulo Pereira',
      phone: '+5511912345678',
      cpf: '11144477735',
    });
    expect((await userUpdatedEvents(user.id)).map((event) => event.user.name)).toEqual(['Paulo Pereira']);
  });

  it('stores a valid CPF and phone, and completes the registration', async () => {
    const user = await identity.seed.user({ name: 'Rita' });
    await identity.dataSource.query('UPDATE users SET registration_completed_at = NULL WHERE id = $1', [
      user.id,
    ]);
    const answer = await identity.call('PATCH', '/me', {
      headers: gatewayHeaders(user),
      json: { cpf: '52998224725', phone: '+55 21 98765-4321' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      cpf: '52998224725',
      phone: '+5521987654321',
      registration_completed: true,
    });
    expect((await userRow(user.id)).registration_completed_at).not.toBeNull();
  });

  it.each([
    ['a CPF with wrong check digits', { cpf: '52998224724' }, 'cpf', 'The cpf is not a valid CPF.'],
    ['a CPF of equal digits', { cpf: '11111111111' }, 'cpf', 'The cpf is not a valid CPF.'],
    ['a CPF of 10 digits', { cpf: '5299822472' }, 'cpf', 'The cpf is not a valid CPF.'],
    ['a CPF with its mask', { cpf: '529.982.247-25' }, 'cpf', 'The cpf must contain digits only.'],
    ['no CPF when none is stored', { name: 'Someone' }, 'cpf', 'The cpf field is required.'],
    [
      'a phone without country code',
      { phone: '21987654321', cpf: '52998224725' },
      'phone',
      'The phone must be a valid international phone number.',
    ],
  ])('refuses %s with 422 and changes nothing', async (_case, json, field, message) => {
    const user = await identity.seed.user({ name: 'Unchanged' });
    const answer = await identity.call('PATCH', '/me', { headers: gatewayHeaders(user), json });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ [field]: [message] });
    expect(await userRow(user.id)).toMatchObject({ name: 'Unchanged', cpf: null, phone: null });
    expect(await userUpdatedEvents(user.id)).toEqual([]);
  });

  it('words a refused profile update in the caller’s language, field by field', async () => {
    await identity.seed.user({ phone: '+5531999991111' });
    const user = await identity.seed.user({ name: 'Unchanged' });
    const json = { phone: '+55 31 99999-1111', cpf: '52998224724' };
    const inPortuguese = await identity.call('PATCH', '/me', {
      headers: { ...gatewayHeaders(user), 'accept-language': 'pt-BR' },
      json,
    });
    expect(inPortuguese.status).toBe(422);
    expect(inPortuguese.body).toMatchObject({
      message: 'Os dados informados são inválidos.',
      errors: { phone: ['Este telefone já está em uso.'], cpf: ['O CPF não é válido.'] },
    });
    const inSpanish = await identity.call('PATCH', '/me', {
      headers: { ...gatewayHeaders(user), 'accept-language': 'es' },
      json: { name: 'Someone' },
    });
    expect(inSpanish.body.errors).toEqual({ cpf: ['Indique el CPF.'] });
    expect(await userRow(user.id)).toMatchObject({ name: 'Unchanged', cpf: null, phone: null });
  });

  it('refuses a phone another account has, with 422 on phone', async () => {
    await identity.seed.user({ phone: '+5531999990000' });
    const user = await identity.seed.user({ cpf: '52998224725' });
    const answer = await identity.call('PATCH', '/me', {
      headers: gatewayHeaders(user),
      json: { phone: '+55 31 99999-0000' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ phone: ['The phone has already been taken.'] });
    // The user's own number is not "taken".
    await identity.dataSource.query(`UPDATE users SET phone = '+5531988887777' WHERE id = $1`, [user.id]);
    const same = await identity.call('PATCH', '/me', {
      headers: gatewayHeaders(user),
      json: { phone: '+5531988887777' },
    });
    expect(same.status).toBe(200);
  });
});

describe('the US version', () => {
  const us = useIdentityApp('profile_us', {}, { PRODUCT_EDITION: 'us' });

  it('hides the CPF, ignores one sent, and does not require it', async () => {
    const user = await us.seed.user({ name: 'Uma', cpf: '52998224725' });
    await us.dataSource.query('UPDATE users SET registration_completed_at = NULL WHERE id = $1', [user.id]);
    const me = await us.call('GET', '/me', { headers: gatewayHeaders(user) });
    expect(me.body).toMatchObject({ is_usa_version: true, cpf: null });
    const answer = await us.call('PATCH', '/me', {
      headers: gatewayHeaders(user),
      json: { name: 'Uma S', cpf: '123' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Uma S', cpf: null, registration_completed: true });
    const rows = await us.dataSource.query('SELECT cpf FROM users WHERE id = $1', [user.id]);
    expect(rows[0].cpf).toBe('52998224725');
  });
});

describe('POST /me/language', () => {
  it.each(['en', 'es', 'pt-BR'])('stores %s', async (lang) => {
    const user = await identity.seed.user();
    const answer = await identity.call('POST', '/me/language', {
      headers: gatewayHeaders(user),
      json: { lang },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.lang).toBe(lang);
    expect((await userRow(user.id)).lang).toBe(lang);
  });

  it('records user.updated with the new language', async () => {
    const user = await identity.seed.user();
    await identity.call('POST', '/me/language', { headers: gatewayHeaders(user), json: { lang: 'es' } });
    expect((await userUpdatedEvents(user.id)).map((event) => event.user.lang)).toEqual(['es']);
  });

  it.each([
    [{ lang: 'fr' }, 'The selected lang is invalid.'],
    [{ lang: 'pt' }, 'The selected lang is invalid.'],
    [{}, 'The lang field is required.'],
  ])('refuses %p with 422 on lang', async (json, message) => {
    const user = await identity.seed.user();
    const answer = await identity.call('POST', '/me/language', { headers: gatewayHeaders(user), json });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ lang: [message] });
    expect((await userRow(user.id)).lang).toBe('pt-BR');
  });
});

describe('the avatar', () => {
  let user: SeededUser;

  beforeAll(async () => {
    user = await identity.seed.user({ name: 'Ava' });
  });

  function upload(bytes: Buffer, type = 'image/png', field = 'avatar') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'picture.png');
    return identity.call('POST', '/me/avatar', { headers: gatewayHeaders(user), form });
  }

  async function storedBlobs(): Promise<string[]> {
    const keys: string[] = [];
    for await (const entry of createBlobStore(identity.config).list(`avatars/${user.id}/`))
      keys.push(entry.key);
    return keys;
  }

  it('stores a square PNG, links it from /me and serves it at /me/avatar', async () => {
    const picture = makePng(32, 32);
    const answer = await upload(picture);
    expect(answer.status).toBe(200);
    expect(answer.body.avatar).toMatch(/^http:\/\/localhost:8080\/api\/me\/avatar\?v=.+\.png$/);
    const me = await identity.call('GET', '/me', { headers: gatewayHeaders(user) });
    expect(me.body.avatar).toBe(answer.body.avatar);

    const served = await fetch(`${identity.url}/me/avatar`, {
      headers: await asGateway('identity', gatewayHeaders(user)),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });

  it('replaces the previous picture and removes its file', async () => {
    const before = await storedBlobs();
    expect(before).toHaveLength(1);
    const answer = await upload(makeJpegHeader(64, 64), 'image/jpeg');
    expect(answer.status).toBe(200);
    const after = await storedBlobs();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/\.jpg$/);
    const served = await fetch(`${identity.url}/me/avatar`, {
      headers: await asGateway('identity', gatewayHeaders(user)),
    });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('accepts exactly 2048 KB', async () => {
    const base = makePng(8, 8);
    const exact = makePng(8, 8, 2048 * 1024 - base.length - 20);
    expect(exact.length).toBe(2048 * 1024);
    expect((await upload(exact)).status).toBe(200);
  });

  it.each([
    ['over 2048 KB', () => makePng(8, 8, 2048 * 1024), 'The avatar may not be greater than 2048 kilobytes.'],
    [
      'not an image, whatever its type says',
      () => Buffer.from('%PDF-1.7 not a picture'),
      'The avatar must be a PNG, JPEG or WebP image.',
    ],
    ['not square', () => makePng(40, 30), 'The avatar must be a square image.'],
    ['empty', () => Buffer.alloc(0), 'The avatar field is required.'],
  ])('refuses a file %s with 422 on avatar, keeping the current one', async (_case, bytes, message) => {
    const before = await userRow(user.id);
    const answer = await upload(bytes());
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ avatar: [message] });
    expect((await userRow(user.id)).avatar_key).toBe(before.avatar_key);
    expect(await storedBlobs()).toHaveLength(1);
  });

  it('needs the avatar field', async () => {
    const answer = await upload(makePng(8, 8), 'image/png', 'picture');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ avatar: ['The avatar field is required.'] });
  });

  it('answers 404 at /me/avatar for a user without a picture', async () => {
    const plain = await identity.seed.user();
    expect((await identity.call('GET', '/me/avatar', { headers: gatewayHeaders(plain) })).status).toBe(404);
  });
});
