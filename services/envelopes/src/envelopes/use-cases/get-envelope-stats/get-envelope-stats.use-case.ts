import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SenderScope } from '../../envelope-access.js';
import { countSentEnvelopes } from '../../envelope-stats.store.js';
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
    const rows = await countSentEnvelopes(
      this.dataSource.manager,
      scope.organizationId,
      own ? scope.userId : null,
    );
    const stats: EnvelopeStats = { 'in-transit': 0, rejected: 0, completed: 0, cancelled: 0 };
    for (const row of rows) stats[row.state as keyof EnvelopeStats] += Number(row.count);
    return stats;
  }
}
