import { Injectable } from '@nestjs/common';
import { encodeRpcResponse, type RpcResponseJson } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { decodeOrganizationRequest } from '../../decode-rpc-request.util.js';

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
    const [row] = await this.dataSource.query<Array<{ used: string; files: number; folders: number }>>(
      `SELECT COALESCE(SUM(size), 0)::text AS used,
              (count(*) FILTER (WHERE NOT is_directory))::int AS files,
              (count(*) FILTER (WHERE is_directory))::int AS folders
         FROM storage_items WHERE organization_id = $1`,
      [request.organizationId],
    );
    return encodeRpcResponse(PATTERN, {
      usedBytes: BigInt(row?.used ?? '0'),
      fileCount: row?.files ?? 0,
      folderCount: row?.folders ?? 0,
    });
  }
}
