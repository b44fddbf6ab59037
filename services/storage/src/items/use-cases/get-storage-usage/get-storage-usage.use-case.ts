import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ItemsScope } from '../../items.schemas.js';
import { PlanStorageLimit } from '../../plan-storage-limit.js';
import { usedBytes } from '../../storage-usage.js';

export interface StorageUsageResponse {
  used_bytes: number;
  /** Null when the plan sets no limit. */
  limit_bytes: number | null;
}

@Injectable()
export class GetStorageUsageUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly planLimit: PlanStorageLimit,
  ) {}

  /** GET /items/usage: the storage screen's bar, used storage against the plan's limit. */
  async execute(scope: ItemsScope): Promise<StorageUsageResponse> {
    const [used, limit] = await Promise.all([
      usedBytes(this.dataSource.manager, scope.organizationId),
      this.planLimit.bytesOf(scope.organizationId),
    ]);
    return { used_bytes: used, limit_bytes: limit };
  }
}
