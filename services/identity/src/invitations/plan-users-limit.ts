import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';

/** Billing's answer: the plan's limits as the SPA knows them (`limitation: 'users'` is the cap). */
interface PlanLimitsReply {
  limits?: Array<{ limitation?: unknown; quantity?: unknown }>;
}

export const PLAN_LIMITS_PATTERN = 'billing.plan_limits.v1';
const ASK_TIMEOUT_MS = 800;

/**
 * How many users (members plus pending invitations) the organization's plan allows. Billing is
 * asked briefly; when it does not answer (not deployed yet, down, slow) the configured default
 * applies, so invitations keep working with a conservative cap. A plan without a users limit
 * (null or a negative quantity, e.g. a custom plan) allows any number.
 */
@Injectable()
export class PlanUsersLimit {
  private readonly logger = new Logger('PlanUsersLimit');

  constructor(
    private readonly rpc: RpcClient,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async of(organizationId: string): Promise<number> {
    let reply: PlanLimitsReply;
    try {
      reply = await this.rpc.request<{ organizationId: string }, PlanLimitsReply>(
        PLAN_LIMITS_PATTERN,
        { organizationId },
        { timeoutMs: ASK_TIMEOUT_MS },
      );
    } catch (error) {
      this.logger.debug?.(`plan limits unavailable (${(error as Error).message}); using DEFAULT_USERS_LIMIT`);
      return this.config.DEFAULT_USERS_LIMIT;
    }
    const users = reply?.limits?.find((limit) => limit.limitation === 'users');
    if (!users) return this.config.DEFAULT_USERS_LIMIT;
    if (users.quantity === null || (typeof users.quantity === 'number' && users.quantity < 0))
      return Infinity;
    const quantity = Number(users.quantity);
    return Number.isInteger(quantity) && quantity >= 0 ? quantity : this.config.DEFAULT_USERS_LIMIT;
  }
}
