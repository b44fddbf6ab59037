import { encodeRpcResponse, PlanLimitsReader, type RpcRequester } from '../src/index.js';

/** Billing as the reader sees it: answers each organization's users limit, or fails when told to. */
function billing(limits: Record<string, number>) {
  const state = { down: false, asked: [] as Array<{ pattern: string; timeoutMs?: number }> };
  const client: RpcRequester = {
    request: async (target, data, options) => {
      state.asked.push({ pattern: target.pattern, timeoutMs: options?.timeoutMs });
      if (state.down) throw new Error('Timeout');
      const { organizationId } = data as { organizationId: string };
      return encodeRpcResponse('billing.plan_limits.v1', {
        limits: [{ limitation: 'users', quantity: BigInt(limits[organizationId]!) }],
      }) as never;
    },
  };
  return { client, state };
}

const usersOf = (limits: Array<{ limitation: string; quantity: bigint }> | undefined) =>
  limits?.find((limit) => limit.limitation === 'users')?.quantity;

describe('PlanLimitsReader', () => {
  it('asks billing with patience and answers its limits', async () => {
    const { client, state } = billing({ acme: 20 });
    const reader = new PlanLimitsReader(client);
    expect(usersOf(await reader.limitsOf('acme'))).toBe(20n);
    expect(state.asked).toEqual([{ pattern: 'billing.plan_limits.v1', timeoutMs: 5_000 }]);
  });

  it('keeps the last answer while billing is slow or away, and knows nothing of an organization it never heard of', async () => {
    const { client, state } = billing({ acme: 20, beta: 10 });
    const reader = new PlanLimitsReader(client);
    await reader.limitsOf('acme');
    state.down = true;
    expect(usersOf(await reader.limitsOf('acme'))).toBe(20n);
    expect(await reader.limitsOf('beta')).toBeUndefined();
  });

  it('follows a newer answer and forgets the oldest organization past its size', async () => {
    const limits = { a: 5, b: 10, c: 20 };
    const { client, state } = billing(limits);
    const reader = new PlanLimitsReader(client, { remember: 2 });
    await reader.limitsOf('a');
    await reader.limitsOf('b');
    limits.b = 15;
    await reader.limitsOf('b');
    await reader.limitsOf('c');
    state.down = true;
    expect(await reader.limitsOf('a')).toBeUndefined();
    expect(usersOf(await reader.limitsOf('b'))).toBe(15n);
    expect(usersOf(await reader.limitsOf('c'))).toBe(20n);
  });
});
