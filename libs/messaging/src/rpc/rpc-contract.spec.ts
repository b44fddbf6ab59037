import type { RpcClient } from './rpc-client.js';
import { defineRpc, type RpcContract, type RpcRequestOf, type RpcResponseOf } from './rpc-contract.js';

interface MaySendRequest {
  organizationId: string;
}
interface MaySendReply {
  allowed: boolean;
}

describe('defineRpc', () => {
  it('keeps the pattern as the NATS subject', () => {
    const contract = defineRpc<MaySendRequest, MaySendReply>('billing.may_send.v1');
    expect(contract.pattern).toBe('billing.may_send.v1');
    expect(Object.isFrozen(contract)).toBe(true);
  });

  it.each([
    'billing.may_send',
    'Billing.may_send.v1',
    'billing.v1',
    'billing.may-send.v1',
    'billing.*.v1',
    'billing..v1',
    '',
  ])('refuses the malformed pattern %p', (pattern) => {
    expect(() => defineRpc(pattern)).toThrow(/must look like/);
  });

  it('gives callers the request and reply types of one definition', () => {
    const contract = defineRpc<MaySendRequest, MaySendReply>('billing.may_send.v1');
    const request: RpcRequestOf<typeof contract> = { organizationId: 'org-1' };
    const reply: RpcResponseOf<typeof contract> = { allowed: true };
    // @ts-expect-error the request type is enforced
    const wrongRequest: RpcRequestOf<typeof contract> = { organization: 'org-1' };
    const asContract: RpcContract<MaySendRequest, MaySendReply> = contract;
    expect([request, reply, wrongRequest, asContract.pattern]).toHaveLength(4);
  });

  it('types RpcClient.request from the contract', () => {
    const contract = defineRpc<MaySendRequest, MaySendReply>('billing.may_send.v1');
    // Only compiled, never run: the assertions are the compiler's.
    const calls = async (client: RpcClient) => {
      const reply: MaySendReply = await client.request(contract, { organizationId: 'org-1' });
      // @ts-expect-error the request type comes from the contract
      await client.request(contract, { organization: 'org-1' });
      // @ts-expect-error so does the reply type
      const wrongReply: { denied: string } = await client.request(contract, { organizationId: 'org-1' });
      return [reply, wrongReply];
    };
    expect(typeof calls).toBe('function');
  });
});
