import { Injectable, Logger } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { RpcClient } from '@rubrica/messaging';
import { InvitationEntity } from '../invitations/invitation.entity.js';
import { MembershipEntity } from '../memberships/membership.entity.js';

/**
 * Request-reply served by the storage service (not yet registered in proto): request
 * `{ organization_id }`, reply `{ used_bytes }`. Until storage answers, the used storage is 0.
 */
export const STORAGE_USAGE_PATTERN = 'storage.usage.v1';
const STORAGE_TIMEOUT_MS = 1_000;

export interface OrganizationStats {
  users: number;
  invitations: number;
  storage: number;
}

@Injectable()
export class OrganizationStatsService {
  private readonly logger = new Logger('OrganizationStats');

  constructor(
    private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  async statsOf(organizationId: string): Promise<OrganizationStats> {
    const [users, invitations, storage] = await Promise.all([
      this.dataSource.manager.countBy(MembershipEntity, { organizationId }),
      this.dataSource.manager.countBy(InvitationEntity, { organizationId, acceptedAt: IsNull() }),
      this.storageUsed(organizationId),
    ]);
    return { users, invitations, storage };
  }

  private async storageUsed(organizationId: string): Promise<number> {
    try {
      const reply = await this.rpc.request<
        { organization_id: string },
        { used_bytes?: unknown; usedBytes?: unknown }
      >(STORAGE_USAGE_PATTERN, { organization_id: organizationId }, { timeoutMs: STORAGE_TIMEOUT_MS });
      const used = Number(reply?.used_bytes ?? reply?.usedBytes ?? 0);
      return Number.isFinite(used) && used > 0 ? used : 0;
    } catch (error) {
      this.logger.debug({ err: error }, 'storage usage unavailable; answering 0');
      return 0;
    }
  }
}
