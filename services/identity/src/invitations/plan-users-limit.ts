import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { callRpc, type RpcResponse } from '@rubrica/proto';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';

export const PLAN_LIMITS_PATTERN = 'billing.plan_limits.v1';
const ASK_TIMEOUT_MS = 800;

/**
 * How many users (members plus pending invitations) the organization's plan allows. Billing is
 * asked briefly; when it does not answer (not deployed yet, down, slow) the configured default
 * applies, so invitations keep working with a conservative cap. A plan without a users limit
 * (a negative quantity, e.g. a custom plan) allows any number.
 */
@Injectable()
export class PlanUsersLimit {
  private readonly logger = new Logger('PlanUsersLimit');

  constructor(
    private readonly rpc: RpcClient,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async of(organizationId: string): Promise<number> {
    let reply: RpcResponse<typeof PLAN_LIMITS_PATTERN>;
    try {
      reply = await callRpc(this.rpc, PLAN_LIMITS_PATTERN, { organizationId }, { timeoutMs: ASK_TIMEOUT_MS });
    } catch (error) {
      this.logger.debug?.(`plan limits unavailable (${(error as Error).message}); using DEFAULT_USERS_LIMIT`);
      return this.config.DEFAULT_USERS_LIMIT;
    }
    // `limitation: 'users'` is the cap, as the SPA knows it.
    const users = reply.limits.find((limit) => limit.limitation === 'users');
    if (!users) return this.config.DEFAULT_USERS_LIMIT;
    return users.quantity < 0n ? Infinity : Number(users.quantity);
  }
}
