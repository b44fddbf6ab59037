import { Injectable } from '@nestjs/common';
import { encodeRpcResponse, type RpcResponseJson } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { findItem } from '../../item-lookup.js';
import { decodeOrganizationRequest } from '../../decode-rpc-request.util.js';

const PATTERN = 'storage.get_item.v1';

@Injectable()
export class GetStoredItemUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * `storage.get_item.v1`: what another service needs to copy a stored file (name, size, hash,
   * blob key), only for the organization asking; 404 otherwise, as over HTTP.
   */
  async execute(payload: unknown): Promise<RpcResponseJson<typeof PATTERN>> {
    const request = decodeOrganizationRequest(PATTERN, payload, 'item_id');
    const item = await findItem(this.dataSource.manager, request.organizationId, request.itemId);
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
