import { Injectable } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { planLimitQuantity, PlanLimitsReader } from '@rubrica/proto';
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
export class PlanStorageLimit extends PlanLimitsReader {
  constructor(
    rpc: RpcClient,
    @InjectStorageConfig() private readonly config: StorageConfig,
  ) {
    super(rpc);
  }

  async bytesOf(organizationId: string): Promise<number | null> {
    const limits = await this.limitsOf(organizationId);
    const inBytes = planLimitQuantity(limits, 'storage_bytes');
    if (inBytes !== undefined) return inBytes;
    const inMegabytes = planLimitQuantity(limits, 'storage');
    if (inMegabytes !== undefined) return inMegabytes === null ? null : inMegabytes * MEGABYTE;
    return this.config.DEFAULT_STORAGE_LIMIT_MB * MEGABYTE;
  }
}
