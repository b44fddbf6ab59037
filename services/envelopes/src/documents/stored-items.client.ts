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

/** Asks the storage service (`storage.get_item.v1`) about an item of the caller's organization. */
@Injectable()
export class StoredItemsClient {
  constructor(private readonly rpc: RpcClient) {}

  /** The item, or 404 when the organization has none with that id; storage down is a 503. */
  async get(organizationId: string, itemId: string): Promise<StoredItem> {
    if (!isUuid(itemId)) throw DocumentsError.itemNotFound();
    let reply: RpcResponse<'storage.get_item.v1'>;
    try {
      reply = await callRpc(this.rpc, 'storage.get_item.v1', { organizationId, itemId });
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
