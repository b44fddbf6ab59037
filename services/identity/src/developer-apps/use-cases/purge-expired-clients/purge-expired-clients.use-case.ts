import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OidcStore } from '../../../auth/index.js';
import { sandboxClientsStore } from '../../sandbox-clients.store.js';

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
    const removed: string[] = [];
    for (const id of await sandboxClientsStore.expired(this.dataSource, now)) {
      await this.oidc.revokeClient(id);
      if (await sandboxClientsStore.deleteExpired(this.dataSource, id, now)) removed.push(id);
    }
    return removed;
  }
}
