import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { putPdf, readBlob, type BlobStore } from '@rubrica/blob';
import { OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, EVENTS, timestampFromDate, timestampNow } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { signatureMaterial } from '../../../pdf/index.js';
import { LongTermValidation } from '../../../timestamps/long-term-validation.provider.js';
import { TimestampAuthority } from '../../../timestamps/timestamp-authority.client.js';
import { lastTimestampValidUntil } from '../../last-timestamp-valid-until.util.js';
import { retimestampedKey } from '../../retimestamped-key.util.js';
import { SealedCopiesStore, type SealedCopy } from '../../sealed-copies.store.js';

const SUBJECT = 'rubrica.signing.sealed_copy.retimestamped';

/**
 * Job `retimestamp-sealed-copy`: one sealed copy at one version gets a revision with the
 * validation data of its timestamps (the last one's authority certificate, its CRL and OCSP
 * answer, taken while that certificate is still valid) and a new document timestamp over the
 * whole (PAdES B-LTA). The new file goes under a key of its own; the copy's row moves to it and
 * `rubrica.signing.sealed_copy.retimestamped` is written in one transaction, so the envelopes
 * service learns the new hashes exactly when the copy changes, and the old file, which recipients
 * may have downloaded, stays as it was.
 *
 * Safe to run twice: a copy already past `version` is left alone; two runs racing on one version
 * write keys of their own and only one moves the row (the other deletes its file); a run that died
 * before its transaction leaves a file nothing points to. A failing authority fails the run,
 * which is retried as the job.
 */
@Injectable()
export class RetimestampSealedCopyUseCase {
  private readonly logger = new Logger('RetimestampSealedCopy');

  constructor(
    private readonly dataSource: DataSource,
    private readonly copies: SealedCopiesStore,
    private readonly longTerm: LongTermValidation,
    private readonly authority: TimestampAuthority,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  /** Returns the copy's new version, or undefined when there was nothing to do. */
  async execute(copyId: string, version: number): Promise<SealedCopy | undefined> {
    const copy = await this.copies.find(copyId);
    if (!copy || copy.version !== version || !this.authority.settings) return undefined;

    const source = await readBlob(this.blobs, copy.blobKey);
    const extended = await this.longTerm.extend(source, (digest) => this.authority.stampDigest(digest));
    if (!extended.documentTimestamp) throw new Error(`${copy.blobKey}: no document timestamp was added`);
    if (extended.missing.length > 0) {
      this.logger.warn(`${copy.blobKey}: re-timestamped without ${extended.missing.join('; ')}`);
    }
    const validUntil = lastTimestampValidUntil(await signatureMaterial(extended.pdf));

    const blobKey = retimestampedKey(copy.blobKey, version + 1, randomBytes(4).toString('hex'));
    const stored = await putPdf(this.blobs, blobKey, extended.pdf);
    const next = {
      blobKey,
      sha256: stored.sha256,
      sha1: createHash('sha1').update(stored.bytes).digest('hex'),
      sizeBytes: BigInt(stored.size),
      validUntil,
    };
    const advanced = await this.dataSource.transaction(async (manager) => {
      if (!(await this.copies.advance(manager, copy.id, version, next))) return false;
      const revision = (of: { blobKey: string; sha256: string; sha1: string; sizeBytes: bigint }) => ({
        documentId: copy.documentId,
        blobKey: of.blobKey,
        sha256: of.sha256,
        sha1: of.sha1,
        sizeBytes: of.sizeBytes,
        timestamped: true,
      });
      const payload = encodeEvent(SUBJECT, {
        envelopeId: copy.envelopeId,
        organizationId: copy.organizationId,
        isSandbox: copy.isSandbox,
        occurredAt: timestampNow(),
        requestId: copy.requestId,
        previous: revision(copy),
        current: revision(next),
        version: version + 1,
        ...(validUntil ? { timestampValidUntil: timestampFromDate(validUntil) } : {}),
      });
      await OutboxWriter.append(manager, { subject: SUBJECT, type: EVENTS[SUBJECT].typeName, payload });
      return true;
    });
    if (!advanced) {
      // Another run of the same version got there first: this file is nobody's.
      await this.blobs.delete(blobKey);
      return undefined;
    }
    return { ...copy, ...next, version: version + 1 };
  }
}
