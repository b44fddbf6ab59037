import { Injectable, Logger } from '@nestjs/common';
import { BlobErrorCode, readBlob, type BlobStore } from '@rubrica/blob';
import { decodeEvent } from '@rubrica/proto';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { signatureMaterial } from '../../../pdf/index.js';
import type { SigningWorkerConfig } from '../../../signing.config.js';
import { InjectSigningConfig } from '../../../signing-config.module.js';
import { SigningQueue } from '../../../signing-requests/signing-queue.provider.js';
import { TimestampAuthority } from '../../../timestamps/timestamp-authority.client.js';
import { lastTimestampValidUntil } from '../../last-timestamp-valid-until.util.js';
import { SealedCopiesStore, type SealedCopyInit } from '../../sealed-copies.store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScanArchiveOptions {
  /** The moment the horizon is counted from (now). */
  asOf?: Date;
  /** ARCHIVE_RETIMESTAMP_HORIZON_DAYS unless given. */
  horizonDays?: number;
}

export interface ScanArchiveResult {
  registered: number;
  inspected: number;
  /** The copies queued for a new timestamp (`retimestamp-sealed-copy`). */
  queued: string[];
}

/**
 * Job `retimestamp-archive` (repeating, with a timestamp authority): keeps the archive of sealed
 * copies and queues those whose last timestamp's certificate ends within the horizon. It
 * registers the copies of sealing requests answered since the last run, reads each new copy once
 * for its last timestamp, then queues one `retimestamp-sealed-copy` job per due copy and version
 * (a stable job id, so a copy already queued is not queued twice). Each step is bounded by
 * ARCHIVE_RETIMESTAMP_BATCH; what is left waits for the next run.
 */
@Injectable()
export class ScanArchiveUseCase {
  private readonly logger = new Logger('ScanArchive');

  constructor(
    private readonly copies: SealedCopiesStore,
    private readonly queue: SigningQueue,
    private readonly authority: TimestampAuthority,
    @InjectSigningConfig() private readonly config: SigningWorkerConfig,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(options: ScanArchiveOptions = {}): Promise<ScanArchiveResult> {
    const result: ScanArchiveResult = { registered: 0, inspected: 0, queued: [] };
    if (!this.authority.settings) return result;
    const asOf = options.asOf ?? new Date();
    const horizonDays = options.horizonDays ?? this.config.ARCHIVE_RETIMESTAMP_HORIZON_DAYS;
    const batch = this.config.ARCHIVE_RETIMESTAMP_BATCH;

    result.registered = await this.registerSealed(batch);
    for (const copy of await this.copies.uninspected(batch)) {
      await this.copies.markInspected(copy.id, await this.validUntil(copy.blobKey));
      result.inspected += 1;
    }
    const due = await this.copies.due(
      new Date(asOf.getTime() + horizonDays * DAY_MS),
      new Date(asOf.getTime() - this.config.ARCHIVE_RETIMESTAMP_MIN_INTERVAL_DAYS * DAY_MS),
      batch,
    );
    for (const copy of due) {
      await this.queue.enqueue(
        'retimestamp-sealed-copy',
        { copyId: copy.id, version: copy.version },
        `retimestamp-sealed-copy.${copy.id}.v${copy.version}`,
        // A copy whose job failed for good (its authority down for a while) is tried again.
        { revive: true },
      );
      result.queued.push(copy.id);
    }
    if (result.registered + result.inspected + result.queued.length > 0) {
      this.logger.log(
        `archive: ${result.registered} copies registered, ${result.inspected} read, ${result.queued.length} queued`,
      );
    }
    return result;
  }

  /** The sealed copies of sealing requests answered since the last one registered. */
  private async registerSealed(limit: number): Promise<number> {
    const requests = await this.copies.sealedRequestsAfter(await this.copies.lastRegistered(), limit);
    const copies: SealedCopyInit[] = [];
    for (const request of requests) {
      const sealed = decodeEvent('rubrica.signing.envelope.sealed', request.answer as never);
      const revisions = [...sealed.documents, ...(sealed.signaturePage ? [sealed.signaturePage] : [])];
      for (const revision of revisions) {
        if (!revision.blobKey) continue;
        copies.push({
          id: `${request.id}.${revision.documentId || 'signature-page'}`,
          requestId: request.id,
          envelopeId: sealed.envelopeId,
          organizationId: sealed.organizationId,
          isSandbox: sealed.isSandbox,
          documentId: revision.documentId,
          sealedAt: request.answered_at,
          blobKey: revision.blobKey,
          sha256: revision.sha256,
          sha1: revision.sha1.toLowerCase(),
          sizeBytes: revision.sizeBytes,
        });
      }
    }
    await this.copies.register(copies);
    return copies.length;
  }

  /** Until when the copy's last timestamp holds; undefined without one, or once its file is gone. */
  private async validUntil(blobKey: string): Promise<Date | undefined> {
    try {
      return lastTimestampValidUntil(await signatureMaterial(await readBlob(this.blobs, blobKey)));
    } catch (error) {
      // A file gone (its envelope deleted) or unreadable as a PDF is not read again; anything
      // else (the blob store down) fails the run, retried on the next one.
      const code = (error as { code?: string }).code ?? '';
      if (code !== BlobErrorCode.NotFound && !code.startsWith('pdf.')) throw error;
      this.logger.warn(`${blobKey}: not kept timestamped (${code})`);
      return undefined;
    }
  }
}
