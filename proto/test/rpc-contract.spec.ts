import {
  callRpc,
  create,
  permissionFlagsOf,
  permissionsMessage,
  PermissionsSchema,
  encodeRpcResponse,
  MaySendReason,
  PERMISSION_FLAGS,
  rpcContract,
  type PermissionFlag,
  type RpcRequester,
} from '../src/index.js';

describe('request-reply contracts from the registry', () => {
  it('names the pattern and refuses one the registry does not know', () => {
    expect(rpcContract('billing.may_send.v1')).toEqual({ pattern: 'billing.may_send.v1' });
    expect(() => rpcContract('billing.nope.v1' as never)).toThrow(/Unknown RPC pattern/);
  });

  it('sends the proto3 JSON of the request and decodes the reply in either spelling', async () => {
    const sent: Array<{ pattern: string; data: unknown }> = [];
    const client: RpcRequester = {
      request: async (target, data) => {
        sent.push({ pattern: target.pattern, data });
        return { allowed: false, reason: 'MAY_SEND_REASON_NO_CREDITS', available: 3, consumed: 3 } as never;
      },
    };
    const reply = await callRpc(client, 'billing.may_send.v1', { organizationId: 'org', envelopeId: 'env' });
    expect(sent).toEqual([
      { pattern: 'billing.may_send.v1', data: { organizationId: 'org', envelopeId: 'env' } },
    ]);
    expect(reply).toMatchObject({
      allowed: false,
      reason: MaySendReason.NO_CREDITS,
      available: 3,
      consumed: 3,
    });
  });

  it('asks on another subject when told', async () => {
    const subjects: string[] = [];
    const client: RpcRequester = {
      request: async (target) => {
        subjects.push(target.pattern);
        return encodeRpcResponse('billing.plan_limits.v1', { features: ['api'] }) as never;
      },
    };
    const reply = await callRpc(
      client,
      'billing.plan_limits.v1',
      { organizationId: 'o' },
      { subject: 't.x.v1' },
    );
    expect(subjects).toEqual(['t.x.v1']);
    expect(reply.features).toEqual(['api']);
  });
});

describe('permission flags', () => {
  it('are the fields of the proto Permissions message, in its order', () => {
    const flags: readonly PermissionFlag[] = PERMISSION_FLAGS;
    expect(flags).toEqual([
      'send_envelopes',
      'attach_organizations',
      'edit_organization',
      'manage_teams',
      'manage_users',
      'manage_billing',
    ]);
  });
});

describe('permission flags and the proto Permissions message', () => {
  it('turn into each other by field', () => {
    const message = create(
      PermissionsSchema,
      permissionsMessage({ manage_billing: true, send_envelopes: true }),
    );
    expect(message).toMatchObject({ sendEnvelopes: true, manageBilling: true, manageUsers: false });
    expect(permissionFlagsOf(message)).toEqual({
      send_envelopes: true,
      attach_organizations: false,
      edit_organization: false,
      manage_teams: false,
      manage_users: false,
      manage_billing: true,
    });
    expect(Object.values(permissionFlagsOf(undefined)).some(Boolean)).toBe(false);
  });
});
