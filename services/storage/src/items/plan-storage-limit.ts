import { Injectable } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { PlanLimitsReader, type PlanLimit } from '@rubrica/proto';
import type { StorageConfig } from '../storage.config.js';
import { InjectStorageConfig } from '../storage-config.module.js';

const MEGABYTE = 1024 * 1024;

/**
 * How many bytes the organization's plan lets it store (spec, workspace §3: the plan limitation
 * `storage`, in MB; billing also answers it in bytes as `storage_bytes`). Null means no limit (a
 * negative quantity). When billing has never answered for the organization, DEFAULT_STORAGE_LIMIT_MB
 * applies so uploads keep working under a conservative cap; a slow billing keeps its last answer.
 */
@Injectable()
export class PlanStorageLimit {
  private readonly reader: PlanLimitsReader;

  constructor(
    rpc: RpcClient,
    @InjectStorageConfig() private readonly config: StorageConfig,
  ) {
    this.reader = new PlanLimitsReader(rpc);
  }

  async bytesOf(organizationId: string): Promise<number | null> {
    const fallback = this.config.DEFAULT_STORAGE_LIMIT_MB * MEGABYTE;
    const limits = await this.reader.limitsOf(organizationId);
    if (!limits) return fallback;
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
