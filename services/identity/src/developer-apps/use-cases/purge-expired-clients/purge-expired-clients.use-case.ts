import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OidcStore } from '../../../auth/index.js';

/**
 * Deletes sandbox apps past their 7 days, with what was issued to them. The provider already
 * ignores them once expired; this removes the rows. Safe to run on every replica at once.
 */
@Injectable()
export class PurgeExpiredClientsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly oidc: OidcStore,
  ) {}

  /** Returns the ids of the apps removed. */
  async execute(now = new Date()): Promise<string[]> {
    const expired: Array<{ id: string }> = await this.dataSource.query(
      'SELECT id FROM oauth_clients WHERE is_sandbox AND expires_at <= $1 ORDER BY expires_at LIMIT 1000',
      [now],
    );
    const removed: string[] = [];
    for (const { id } of expired) {
      await this.oidc.revokeClient(id);
      const result: [unknown, number] = await this.dataSource.query(
        'DELETE FROM oauth_clients WHERE id = $1 AND is_sandbox AND expires_at <= $2',
        [id, now],
      );
      if (result[1] > 0) removed.push(id);
    }
    return removed;
  }
}
