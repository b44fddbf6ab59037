import { AppError } from '@rubrica/errors';
import { RpcClient } from '@rubrica/messaging';
import { callRpc, encodeRpcRequest, permissionFlagsOf, rpcContract } from '@rubrica/proto';
import { connectIdentityRpcServer } from '../src/principal/connect-identity-rpc-server.js';
import { permissions, startIdentityApp } from './support/workspace-test-kit.js';
import type { IdentityTestApp, SeededOrganization, SeededUser } from './support/workspace-test-kit.js';

// The pattern is fixed (identity.resolve_principal.v1), so on the shared NATS another test file's
// identity (or a gateway test's stand-in) could answer our requests. A NATS server of this file's
// own keeps the answers ours; without the binary the shared server is used.

let identity: IdentityTestApp;
let client: RpcClient;
let owner: SeededUser;
let member: SeededUser;
let outsider: SeededUser;
let unverified: SeededUser;
let acme: SeededOrganization;
let financeRole: string;

beforeAll(async () => {
  identity = await startIdentityApp('principal', {}, {}, { privateNats: { fallbackToShared: true } });
  await connectIdentityRpcServer(identity.app, identity.config);
  client = new RpcClient({ natsUrl: identity.config.NATS_URL, name: 'principal-spec' });

  owner = await identity.seed.user({ name: 'Olga Owner', email: 'olga@acme.test' });
  member = await identity.seed.user({ name: 'Mia Member', email: 'mia@acme.test' });
  outsider = await identity.seed.user({ name: 'Otto Outsider' });
  unverified = await identity.seed.user({ name: 'Uma New', verified: false });
  await identity.dataSource.query(
    'UPDATE users SET registration_completed_at = NULL, lang = $2 WHERE id = $1',
    [unverified.id, 'es'],
  );
  acme = await identity.seed.organization(owner, { name: 'Acme' });
  financeRole = await identity.seed.role(
    acme.id,
    'Financeiro',
    permissions('manage_billing', 'send_envelopes'),
  );
  await identity.seed.membership(acme.id, member.id, financeRole);
});

afterAll(async () => {
  await client?.close();
  await identity?.close();
});

describe('identity.resolve_principal.v1 over NATS', () => {
  const resolve = (userId: string, organizationId?: string) =>
    callRpc(client, 'identity.resolve_principal.v1', { userId, organizationId });

  it('answers a member with the account and the membership: role and effective flags', async () => {
    // As it travels: the proto message in its proto3 JSON form.
    const reply = await client.request(
      rpcContract('identity.resolve_principal.v1'),
      encodeRpcRequest('identity.resolve_principal.v1', { userId: member.id, organizationId: acme.id }),
    );
    expect(reply).toEqual({
      user: {
        id: member.id,
        name: 'Mia Member',
        email: 'mia@acme.test',
        lang: 'pt-BR',
        emailVerified: true,
        registrationCompleted: true,
      },
      membership: {
        organization: { id: acme.id, name: 'Acme', isPersonal: false },
        isOwner: false,
        roleId: financeRole,
        roleName: 'Financeiro',
        permissions: {
          sendEnvelopes: true,
          attachOrganizations: false,
          editOrganization: false,
          manageTeams: false,
          manageUsers: false,
          manageBilling: true,
        },
      },
    });
    const decoded = await resolve(member.id, acme.id);
    expect(permissionFlagsOf(decoded.membership?.permissions)).toEqual(
      permissions('manage_billing', 'send_envelopes'),
    );
  });

  it('gives an owner every flag', async () => {
    const reply = await resolve(owner.id, acme.id);
    expect(reply.membership).toMatchObject({ isOwner: true, roleName: 'Usuário' });
    expect(Object.values(permissionFlagsOf(reply.membership?.permissions)).every(Boolean)).toBe(true);
  });

  it('answers a non-member without membership (the gateway turns that into 403)', async () => {
    const reply = await resolve(outsider.id, acme.id);
    expect(reply.user?.id).toBe(outsider.id);
    expect(reply.membership).toBeUndefined();
    expect((await resolve(outsider.id, 'acme')).membership).toBeUndefined();
  });

  it('answers without membership when no organization is named, with the registration facts', async () => {
    const reply = await resolve(unverified.id);
    expect(reply.membership).toBeUndefined();
    expect(reply.user).toMatchObject({
      id: unverified.id,
      name: 'Uma New',
      email: unverified.email,
      lang: 'es',
      emailVerified: false,
      registrationCompleted: false,
    });
    expect(reply.user?.credentialsRevokedAt).toBeUndefined();
  });

  it('reads the proto field names too (user_id, organization_id)', async () => {
    const reply = await client.request<unknown, { membership?: { roleId: string } }>(
      'identity.resolve_principal.v1',
      { user_id: member.id, organization_id: acme.id },
    );
    expect(reply.membership?.roleId).toBe(financeRole);
  });

  it('fails with a 404 AppError for an unknown user', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const failure = await resolve(userId).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ status: 404, code: 'user.not_found', message: 'User not found.' });
    }
  });

  it('sees a deleted organization as no membership, and a membership change at once', async () => {
    const doomed = await identity.seed.organization(owner, { name: 'Doomed' });
    expect((await resolve(owner.id, doomed.id)).membership).toBeDefined();
    await identity.dataSource.query('UPDATE organizations SET deleted_at = now() WHERE id = $1', [doomed.id]);
    expect((await resolve(owner.id, doomed.id)).membership).toBeUndefined();
  });
});
