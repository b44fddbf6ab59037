import type { PlanLimit } from './gen/rubrica/billing/v1/subscription_pb.js';
import { callRpc, type RpcRequester } from './rpc-contract.js';

export const PLAN_LIMITS_PATTERN = 'billing.plan_limits.v1';

export interface PlanLimitsReaderOptions {
  /** How long billing may take to answer: a busy machine must not turn a paid plan into the free one. */
  timeoutMs?: number;
  /** How many organizations' last answers are kept. */
  remember?: number;
}

/**
 * An organization's plan limits as billing answers them (`billing.plan_limits.v1`). Each answer is
 * kept, so when billing is slow or away for a moment the organization keeps the limits it was last
 * told instead of the conservative default a caller applies to an organization never heard of
 * (undefined). Billing not deployed answers "no responders" at once, so patience costs nothing there.
 */
export class PlanLimitsReader {
  private readonly lastKnown = new Map<string, PlanLimit[]>();
  private readonly timeoutMs: number;
  private readonly remember: number;

  constructor(
    private readonly requester: RpcRequester,
    options: PlanLimitsReaderOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.remember = options.remember ?? 10_000;
  }

  async limitsOf(organizationId: string): Promise<PlanLimit[] | undefined> {
    try {
      const reply = await callRpc(
        this.requester,
        PLAN_LIMITS_PATTERN,
        { organizationId },
        { timeoutMs: this.timeoutMs },
      );
      this.keep(organizationId, reply.limits);
      return reply.limits;
    } catch {
      return this.lastKnown.get(organizationId);
    }
  }

  /** Newest last: a Map iterates in insertion order, so the oldest answer is dropped first. */
  private keep(organizationId: string, limits: PlanLimit[]): void {
    this.lastKnown.delete(organizationId);
    this.lastKnown.set(organizationId, limits);
    if (this.lastKnown.size > this.remember) {
      const oldest = this.lastKnown.keys().next().value;
      if (oldest !== undefined) this.lastKnown.delete(oldest);
    }
  }
}
