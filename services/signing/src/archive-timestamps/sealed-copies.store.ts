import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** One sealed copy (a sealed document, or the signature page when `documentId` is empty). */
export interface SealedCopy {
  id: string;
  requestId: string;
  envelopeId: string;
  organizationId: string;
  isSandbox: boolean;
  documentId: string;
  /** 0 as sealed, then one more for each re-timestamp. */
  version: number;
  blobKey: string;
  sha256: string;
  sha1: string;
  sizeBytes: bigint;
}

export type SealedCopyInit = Omit<SealedCopy, 'version'> & { sealedAt: Date };

/** The next version of a copy: where it is stored, its hashes, and until when its new timestamp holds. */
export interface NextCopyVersion {
  blobKey: string;
  sha256: string;
  sha1: string;
  sizeBytes: bigint;
  validUntil: Date | undefined;
}

interface SealedCopyRow {
  id: string;
  request_id: string;
  envelope_id: string;
  organization_id: string;
  is_sandbox: boolean;
  document_id: string;
  version: number;
  blob_key: string;
  sha256: string;
  sha1: string;
  size_bytes: string;
}

const COLUMNS =
  'id, request_id, envelope_id, organization_id, is_sandbox, document_id, version, blob_key, sha256, sha1, size_bytes';

const toCopy = (row: SealedCopyRow): SealedCopy => ({
  id: row.id,
  requestId: row.request_id,
  envelopeId: row.envelope_id,
  organizationId: row.organization_id,
  isSandbox: row.is_sandbox,
  documentId: row.document_id,
  version: row.version,
  blobKey: row.blob_key,
  sha256: row.sha256,
  sha1: row.sha1,
  sizeBytes: BigInt(row.size_bytes),
});

/**
 * The SQL of `sealed_copies`: the archive of every sealed copy the answered sealing requests
 * produced, where each is now, and until when its last timestamp can be proven.
 */
@Injectable()
export class SealedCopiesStore {
  constructor(private readonly dataSource: DataSource) {}

  /** The answered sealing request registered last (in the order requests were answered). */
  async lastRegistered(): Promise<{ sealedAt: Date; requestId: string } | undefined> {
    const rows: Array<{ sealed_at: Date; request_id: string }> = await this.dataSource.query(
      'SELECT sealed_at, request_id FROM sealed_copies ORDER BY sealed_at DESC, request_id DESC LIMIT 1',
    );
    return rows[0] ? { sealedAt: rows[0].sealed_at, requestId: rows[0].request_id } : undefined;
  }

  /** Sealing requests answered with sealed copies after `after`, in the order they were answered. */
  sealedRequestsAfter(
    after: { sealedAt: Date; requestId: string } | undefined,
    limit: number,
  ): Promise<Array<{ id: string; answer: unknown; answered_at: Date }>> {
    return this.dataSource.query(
      `SELECT id, answer, answered_at FROM signing_requests
       WHERE kind = 'sealing' AND status = 'applied' AND (answered_at, id) > ($1, $2)
       ORDER BY answered_at, id LIMIT $3`,
      [after?.sealedAt ?? new Date(0), after?.requestId ?? '', limit],
    );
  }

  async register(copies: SealedCopyInit[]): Promise<void> {
    for (const copy of copies) {
      await this.dataSource.query(
        `INSERT INTO sealed_copies (id, request_id, envelope_id, organization_id, is_sandbox, document_id,
           sealed_at, blob_key, sha256, sha1, size_bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [
          copy.id,
          copy.requestId,
          copy.envelopeId,
          copy.organizationId,
          copy.isSandbox,
          copy.documentId,
          copy.sealedAt,
          copy.blobKey,
          copy.sha256,
          copy.sha1,
          copy.sizeBytes.toString(),
        ],
      );
    }
  }

  /** Copies not yet read for their last timestamp (sandbox copies never are). */
  async uninspected(limit: number): Promise<SealedCopy[]> {
    const rows: SealedCopyRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM sealed_copies WHERE inspected_at IS NULL AND NOT is_sandbox
       ORDER BY sealed_at LIMIT $1`,
      [limit],
    );
    return rows.map(toCopy);
  }

  /** Records until when the copy's last timestamp holds (none: it is never re-stamped). */
  async markInspected(id: string, validUntil: Date | undefined): Promise<void> {
    await this.dataSource.query(
      'UPDATE sealed_copies SET inspected_at = now(), last_timestamp_valid_until = $2 WHERE id = $1',
      [id, validUntil ?? null],
    );
  }

  /**
   * Copies whose last timestamp holds no later than `until`, soonest first, leaving out those
   * re-stamped after `retimestampedBefore`.
   */
  async due(until: Date, retimestampedBefore: Date, limit: number): Promise<SealedCopy[]> {
    const rows: SealedCopyRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM sealed_copies
       WHERE last_timestamp_valid_until IS NOT NULL AND NOT is_sandbox AND last_timestamp_valid_until <= $1
         AND (retimestamped_at IS NULL OR retimestamped_at <= $2)
       ORDER BY last_timestamp_valid_until LIMIT $3`,
      [until, retimestampedBefore, limit],
    );
    return rows.map(toCopy);
  }

  async find(id: string): Promise<SealedCopy | undefined> {
    const rows: SealedCopyRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM sealed_copies WHERE id = $1`,
      [id],
    );
    return rows[0] ? toCopy(rows[0]) : undefined;
  }

  /** Moves the copy from `fromVersion` to the next; false when another run already did. */
  async advance(
    manager: EntityManager,
    id: string,
    fromVersion: number,
    next: NextCopyVersion,
  ): Promise<boolean> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE sealed_copies SET version = version + 1, blob_key = $3, sha256 = $4, sha1 = $5, size_bytes = $6,
         last_timestamp_valid_until = $7, inspected_at = now(), retimestamped_at = now()
       WHERE id = $1 AND version = $2`,
      [
        id,
        fromVersion,
        next.blobKey,
        next.sha256,
        next.sha1,
        next.sizeBytes.toString(),
        next.validUntil ?? null,
      ],
    );
    return affected > 0;
  }
}
