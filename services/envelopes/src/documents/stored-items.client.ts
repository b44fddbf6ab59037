import { Injectable } from '@nestjs/common';
import { isAppError } from '@rubrica/errors';
import { RpcClient } from '@rubrica/messaging';
import { callRpc, type RpcResponse } from '@rubrica/proto';
import { isUuid } from '@rubrica/service-kit';
import { DocumentsError } from '../envelopes/documents.exception.js';

/** A file of the organization's storage, as the storage service describes it. */
export interface StoredItem {
  id: string;
  name: string;
  isDirectory: boolean;
  mimetype: string;
  size: number;
  sha256: string;
  /** Where its bytes are in the shared blob store. */
  blobKey: string;
}

/** Who asks: storage answers only items this member may read under its sharing rules. */
export interface StoredItemReader {
  organizationId: string;
  userId: string;
  isOwner?: boolean;
}

/** Asks the storage service (`storage.get_item.v1`) about an item the caller may read. */
@Injectable()
export class StoredItemsClient {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * The item, or 404 when the organization has none with that id or the member may not read it
   * (neither theirs nor shared with them, and not the owner); storage down is a 503.
   */
  async get(reader: StoredItemReader, itemId: string): Promise<StoredItem> {
    const { organizationId, userId, isOwner = false } = reader;
    if (!isUuid(itemId)) throw DocumentsError.itemNotFound();
    let reply: RpcResponse<'storage.get_item.v1'>;
    try {
      reply = await callRpc(this.rpc, 'storage.get_item.v1', { organizationId, itemId, userId, isOwner });
    } catch (error) {
      if (isAppError(error) && error.status === 404) throw DocumentsError.itemNotFound();
      throw error;
    }
    const item = reply.item;
    if (!item) throw DocumentsError.itemNotFound();
    return {
      id: item.id,
      name: item.name,
      isDirectory: item.isDirectory,
      mimetype: item.mimetype,
      size: Number(item.sizeBytes),
      sha256: item.sha256,
      blobKey: item.blobKey,
    };
  }
}
