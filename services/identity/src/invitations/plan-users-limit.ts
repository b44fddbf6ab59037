import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { callRpc } from '@rubrica/proto';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';

export const PLAN_LIMITS_PATTERN = 'billing.plan_limits.v1';
const ASK_TIMEOUT_MS = 800;
const logger = new Logger('PlanLimits');

/**
 * One limit of the organization's plan as billing answers it (`limitation` as the SPA knows it:
 * `users`, `team_members`): a number, Infinity for a negative quantity (a custom plan), or
 * undefined when billing does not answer briefly (not deployed, down, slow) or lists no such limit.
 */
export async function planLimitOf(
  rpc: RpcClient,
  organizationId: string,
  limitation: string,
): Promise<number | undefined> {
  try {
    const reply = await callRpc(rpc, PLAN_LIMITS_PATTERN, { organizationId }, { timeoutMs: ASK_TIMEOUT_MS });
    const limit = reply.limits.find((entry) => entry.limitation === limitation);
    if (!limit) return undefined;
    return limit.quantity < 0n ? Infinity : Number(limit.quantity);
  } catch (error) {
    logger.debug?.(`plan limits unavailable (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * How many users (members plus pending invitations) the organization's plan allows. When billing
 * does not say, the configured default applies, so invitations keep working with a conservative
 * cap. A plan without a users limit (a negative quantity, e.g. a custom plan) allows any number.
 */
@Injectable()
export class PlanUsersLimit {
  constructor(
    private readonly rpc: RpcClient,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async of(organizationId: string): Promise<number> {
    return (await planLimitOf(this.rpc, organizationId, 'users')) ?? this.config.DEFAULT_USERS_LIMIT;
  }
}
