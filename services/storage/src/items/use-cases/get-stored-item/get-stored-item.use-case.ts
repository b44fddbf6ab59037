import { Injectable } from '@nestjs/common';
import { encodeRpcResponse, type RpcResponseJson } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { findItemFor } from '../../item-access.js';
import { findItem } from '../../item-lookup.js';
import { decodeOrganizationRequest } from '../../decode-rpc-request.util.js';

const PATTERN = 'storage.get_item.v1';

@Injectable()
export class GetStoredItemUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * `storage.get_item.v1`: what another service needs to copy a stored file (name, size, hash,
   * blob key), only for the organization asking, and, when it names the member it acts for, only
   * an item that member may read; 404 otherwise, as over HTTP.
   */
  async execute(payload: unknown): Promise<RpcResponseJson<typeof PATTERN>> {
    const request = decodeOrganizationRequest(PATTERN, payload, 'item_id');
    const { organizationId, itemId, userId, isOwner } = request;
    const manager = this.dataSource.manager;
    const item = userId
      ? await findItemFor(manager, { organizationId, userId, isOwner }, itemId, 'read')
      : await findItem(manager, organizationId, itemId);
    return encodeRpcResponse(PATTERN, {
      item: {
        id: item.id,
        name: item.name,
        isDirectory: item.isDirectory,
        mimetype: item.mimetype,
        sizeBytes: BigInt(item.size),
        sha256: item.sha256 ?? '',
        blobKey: item.blobKey ?? '',
        isSigned: item.isSigned,
      },
    });
  }
}
