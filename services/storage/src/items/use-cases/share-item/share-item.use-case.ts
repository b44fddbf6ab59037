import { Injectable } from '@nestjs/common';
import { isAppError } from '@rubrica/errors';
import { RpcClient } from '@rubrica/messaging';
import { callRpc } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { itemSharesStore } from '../../item-shares.store.js';
import { findItemFor } from '../../item-access.js';
import { ItemsError } from '../../items.exception.js';
import type { ItemsScope, ShareItemInput, SharesResponse } from '../../items.schemas.js';

const PRINCIPAL = 'identity.resolve_principal.v1';

@Injectable()
export class ShareItemUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * PUT /items/{id}/shares: shares the item with members of its organization, each to read it or
   * to edit it (a member already shared with gets the new permission). Anyone else, another
   * organization's user included, is refused on `users.N.id`.
   */
  async share(caller: ItemsScope, id: string, input: ShareItemInput): Promise<SharesResponse> {
    await this.itemTheCallerMayShare(caller, id);
    for (const [index, user] of input.users.entries()) {
      if (!(await this.isMember(user.id, caller.organizationId)))
        throw ItemsError.shareNotMember(`users.${index}.id`);
    }
    await this.dataSource.transaction(async (manager) => {
      for (const user of input.users) await itemSharesStore.put(manager, id, user.id, user.permission);
    });
    return this.sharesOf(id);
  }

  /** GET /items/{id}/shares: who the item is shared with, for those who may change it. */
  async list(caller: ItemsScope, id: string): Promise<SharesResponse> {
    await this.itemTheCallerMayShare(caller, id);
    return this.sharesOf(id);
  }

  /** DELETE /items/{id}/shares: the members named lose their share (one without a share is ignored). */
  async unshare(caller: ItemsScope, id: string, users: string[]): Promise<void> {
    await this.itemTheCallerMayShare(caller, id);
    await itemSharesStore.remove(this.dataSource, id, users);
  }

  /** Its creator (or the creator of a folder above it) or the owner; others are refused. */
  private async itemTheCallerMayShare(caller: ItemsScope, id: string): Promise<void> {
    await findItemFor(this.dataSource.manager, caller, id, 'manage');
  }

  private async sharesOf(id: string): Promise<SharesResponse> {
    const rows = await itemSharesStore.of(this.dataSource, id);
    return { data: rows.map((row) => ({ user_id: row.user_id, permission: row.permission })) };
  }

  /** Identity answers a membership only for a member of the organization (404 for no such user). */
  private async isMember(userId: string, organizationId: string): Promise<boolean> {
    try {
      const reply = await callRpc(this.rpc, PRINCIPAL, { userId, organizationId });
      return reply.membership?.organization?.id === organizationId;
    } catch (error) {
      if (isAppError(error) && error.status === 404) return false;
      throw error;
    }
  }
}
