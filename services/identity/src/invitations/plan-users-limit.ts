import { Injectable } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { planLimitQuantity, PlanLimitsReader } from '@rubrica/proto';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';

/**
 * One limit of the organization's plan as billing answers it (`limitation` as the SPA knows it:
 * `users`, `team_members`): a number, Infinity for a negative quantity (a custom plan), or
 * undefined when billing has never answered for this organization (not deployed, down) or lists
 * no such limit. A slow billing keeps the organization's last answer (PlanLimitsReader).
 */
export async function planLimitOf(
  reader: PlanLimitsReader,
  organizationId: string,
  limitation: string,
): Promise<number | undefined> {
  const quantity = planLimitQuantity(await reader.limitsOf(organizationId), limitation);
  return quantity === null ? Infinity : quantity;
}

/**
 * How many users (members plus pending invitations) the organization's plan allows. When billing
 * does not say, the configured default applies, so invitations keep working with a conservative
 * cap. A plan without a users limit (a negative quantity, e.g. a custom plan) allows any number.
 */
@Injectable()
export class PlanUsersLimit extends PlanLimitsReader {
  constructor(
    rpc: RpcClient,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {
    super(rpc);
  }

  async of(organizationId: string): Promise<number> {
    return (await planLimitOf(this, organizationId, 'users')) ?? this.config.DEFAULT_USERS_LIMIT;
  }
}
