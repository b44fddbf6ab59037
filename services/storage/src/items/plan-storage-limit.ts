import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { callRpc, type PlanLimit, type RpcResponse } from '@rubrica/proto';
import type { StorageConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';

export const PLAN_LIMITS_PATTERN = 'billing.plan_limits.v1';
const ASK_TIMEOUT_MS = 800;
const MEGABYTE = 1024 * 1024;

/**
 * How many bytes the organization's plan lets it store (spec, workspace §3: the plan limitation
 * `storage`, in MB; billing also answers it in bytes as `storage_bytes`). Null means no limit (a
 * negative quantity). When billing does not answer, DEFAULT_STORAGE_LIMIT_MB applies so uploads
 * keep working under a conservative cap.
 */
@Injectable()
export class PlanStorageLimit {
  private readonly logger = new Logger('PlanStorageLimit');

  constructor(
    private readonly rpc: RpcClient,
    @InjectStorageConfig() private readonly config: StorageConfig,
  ) {}

  async bytesOf(organizationId: string): Promise<number | null> {
    const fallback = this.config.DEFAULT_STORAGE_LIMIT_MB * MEGABYTE;
    let reply: RpcResponse<typeof PLAN_LIMITS_PATTERN>;
    try {
      reply = await callRpc(this.rpc, PLAN_LIMITS_PATTERN, { organizationId }, { timeoutMs: ASK_TIMEOUT_MS });
    } catch (error) {
      this.logger.debug?.(`plan limits unavailable (${(error as Error).message}); using the default`);
      return fallback;
    }
    const limits = reply.limits;
    const inBytes = quantityOf(limits.find((limit) => limit.limitation === 'storage_bytes'));
    if (inBytes !== undefined) return inBytes;
    const inMegabytes = quantityOf(limits.find((limit) => limit.limitation === 'storage'));
    if (inMegabytes !== undefined) return inMegabytes === null ? null : inMegabytes * MEGABYTE;
    return fallback;
  }
}

/** A limit's quantity: a number, null for "no limit" (negative), undefined when absent. */
function quantityOf(limit: PlanLimit | undefined): number | null | undefined {
  if (!limit) return undefined;
  return limit.quantity < 0n ? null : Number(limit.quantity);
}
