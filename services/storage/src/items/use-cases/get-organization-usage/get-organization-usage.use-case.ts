import { Injectable } from '@nestjs/common';
import { encodeRpcResponse, type RpcResponseJson } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { decodeOrganizationRequest } from '../../decode-rpc-request.util.js';
import { usageOf } from '../../storage-usage.js';

const PATTERN = 'storage.usage.v1';

@Injectable()
export class GetOrganizationUsageUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * `storage.usage.v1`: the bytes the organization's files take and how many files and folders it
   * holds, for the organization's stats (`GET organizations/{id}/stats`).
   */
  async execute(payload: unknown): Promise<RpcResponseJson<typeof PATTERN>> {
    const request = decodeOrganizationRequest(PATTERN, payload, 'organization_id');
    const usage = await usageOf(this.dataSource.manager, request.organizationId);
    return encodeRpcResponse(PATTERN, {
      usedBytes: usage.usedBytes,
      fileCount: usage.files,
      folderCount: usage.folders,
    });
  }
}
