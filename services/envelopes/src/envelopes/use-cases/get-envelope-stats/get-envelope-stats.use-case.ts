import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SenderScope } from '../../envelope-access.js';
import type { StatsQuery } from '../../envelopes.schemas.js';

export interface EnvelopeStats {
  'in-transit': number;
  rejected: number;
  completed: number;
  cancelled: number;
}

/**
 * The dashboard's counters (section 2): the caller's own sent envelopes (`self`), or the whole
 * organization's (`workspace`). An envelope being processed still counts as in transit.
 */
@Injectable()
export class GetEnvelopeStatsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(scope: SenderScope, query: StatsQuery): Promise<EnvelopeStats> {
    const own = query.source === 'self';
    const rows: Array<{ state: string; count: string }> = await this.dataSource.query(
      `SELECT CASE WHEN state = 'processing' THEN 'in-transit' ELSE state END AS state, count(*) AS count
         FROM envelopes
        WHERE organization_id = $1 AND ($2::uuid IS NULL OR sender_user_id = $2)
          AND state IN ('in-transit', 'processing', 'rejected', 'completed', 'cancelled')
        GROUP BY 1`,
      [scope.organizationId, own ? scope.userId : null],
    );
    const stats: EnvelopeStats = { 'in-transit': 0, rejected: 0, completed: 0, cancelled: 0 };
    for (const row of rows) stats[row.state as keyof EnvelopeStats] += Number(row.count);
    return stats;
  }
}
