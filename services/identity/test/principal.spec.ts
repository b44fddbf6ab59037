import { AppError } from '@rubrica/errors';
import { RpcClient } from '@rubrica/messaging';
import { decodeRpcResponse } from '@rubrica/proto';
import { startPrivateNatsServer, type PrivateNatsServer } from '@rubrica/testing';
import { connectIdentityRpcServer } from '../src/principal/connect-identity-rpc-server.js';
import { resolvePrincipal } from '../src/principal/resolve-principal.contract.js';
import {
  permissions,
  seedMembership,
  seedOrganization,
  seedRole,
  seedUser,
  startIdentityApp,
  type IdentityTestApp,
  type SeededOrganization,
  type SeededUser,
} from './support/workspace-test-kit.js';

// The pattern is fixed (identity.resolve_principal.v1), so on the shared NATS another test file's
// identity (or a gateway test's stand-in) could answer our requests. A NATS server of this file's
// own keeps the answers ours; without the binary the shared server is used.

let privateNats: PrivateNatsServer;
let natsUrl: string;
let identity: IdentityTestApp;
let client: RpcClient;
let owner: SeededUser;
let member: SeededUser;
let outsider: SeededUser;
let unverified: SeededUser;
let acme: SeededOrganization;
let financeRole: string;

beforeAll(async () => {
  natsUrl = (privateNats = await startPrivateNatsServer('identity-principal', { fallbackToShared: true }))
    .url;
  identity = await startIdentityApp('principal', { NATS_URL: natsUrl });
  await connectIdentityRpcServer(identity.app, identity.config);
  client = new RpcClient({ natsUrl, name: 'principal-spec' });

  owner = await seedUser(identity.dataSource, { name: 'Olga Owner', email: 'olga@acme.test' });
  member = await seedUser(identity.dataSource, { name: 'Mia Member', email: 'mia@acme.test' });
  outsider = await seedUser(identity.dataSource, { name: 'Otto Outsider' });
  unverified = await seedUser(identity.dataSource, { name: 'Uma New', verified: false });
  await identity.dataSource.query(
    'UPDATE users SET registration_completed_at = NULL, lang = $2 WHERE id = $1',
    [unverified.id, 'es'],
  );
  acme = await seedOrganization(identity.dataSource, owner, { name: 'Acme' });
  financeRole = await seedRole(
    identity.dataSource,
    acme.id,
    'Financeiro',
    permissions('manage_billing', 'send_envelopes'),
  );
  await seedMembership(identity.dataSource, acme.id, member.id, financeRole);
});

afterAll(async () => {
  await client?.close();
  await identity?.close();
  await privateNats?.stop();
});

describe('identity.resolve_principal.v1 over NATS', () => {
  it('answers a member with the account and the membership: role and effective flags', async () => {
    const reply = await client.request(resolvePrincipal, { user_id: member.id, organization_id: acme.id });
    expect(reply).toEqual({
      user: {
        id: member.id,
        name: 'Mia Member',
        email: 'mia@acme.test',
        lang: 'pt-BR',
        email_verified: true,
        registration_completed: true,
      },
      membership: {
        organization: { id: acme.id, name: 'Acme', is_personal: false },
        is_owner: false,
        role_id: financeRole,
        role_name: 'Financeiro',
        permissions: permissions('manage_billing', 'send_envelopes'),
      },
    });
    // The reply is the proto message in its JSON form: the generated codec reads it.
    const decoded = decodeRpcResponse('identity.resolve_principal.v1', reply as never);
    expect(decoded.membership?.permissions?.manageBilling).toBe(true);
    expect(decoded.user?.emailVerified).toBe(true);
  });

  it('gives an owner every flag', async () => {
    const reply = await client.request(resolvePrincipal, { user_id: owner.id, organization_id: acme.id });
    expect(reply.membership).toMatchObject({ is_owner: true, role_name: 'Usuário' });
    expect(Object.values(reply.membership!.permissions).every(Boolean)).toBe(true);
  });

  it('answers a non-member without membership (the gateway turns that into 403)', async () => {
    const reply = await client.request(resolvePrincipal, { user_id: outsider.id, organization_id: acme.id });
    expect(reply.user.id).toBe(outsider.id);
    expect(reply).not.toHaveProperty('membership');
    const malformed = await client.request(resolvePrincipal, {
      user_id: outsider.id,
      organization_id: 'acme',
    });
    expect(malformed).not.toHaveProperty('membership');
  });

  it('answers without membership when no organization is named, with the registration facts', async () => {
    const reply = await client.request(resolvePrincipal, { user_id: unverified.id });
    expect(reply).toEqual({
      user: {
        id: unverified.id,
        name: 'Uma New',
        email: unverified.email,
        lang: 'es',
        email_verified: false,
        registration_completed: false,
      },
    });
  });

  it('reads the proto JSON names too (userId, organizationId)', async () => {
    const reply = await client.request<unknown, { membership?: { role_id: string } }>(
      resolvePrincipal.pattern,
      {
        userId: member.id,
        organizationId: acme.id,
      },
    );
    expect(reply.membership?.role_id).toBe(financeRole);
  });

  it('fails with a 404 AppError for an unknown user', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const failure = await client
        .request(resolvePrincipal, { user_id: userId })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ status: 404, code: 'user.not_found', message: 'User not found.' });
    }
  });

  it('sees a deleted organization as no membership, and a membership change at once', async () => {
    const doomed = await seedOrganization(identity.dataSource, owner, { name: 'Doomed' });
    expect(
      (await client.request(resolvePrincipal, { user_id: owner.id, organization_id: doomed.id })).membership,
    ).toBeDefined();
    await identity.dataSource.query('UPDATE organizations SET deleted_at = now() WHERE id = $1', [doomed.id]);
    expect(
      await client.request(resolvePrincipal, { user_id: owner.id, organization_id: doomed.id }),
    ).not.toHaveProperty('membership');
  });
});
