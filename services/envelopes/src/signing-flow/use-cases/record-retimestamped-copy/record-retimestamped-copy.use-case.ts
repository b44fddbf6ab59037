import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { EnvelopeSealStore, type SealedCopyVersion } from '../../../envelope-flow/envelope-seal.store.js';

type SealedCopyRetimestamped = EventMessage<'rubrica.signing.sealed_copy.retimestamped'>;
type Revision = NonNullable<SealedCopyRetimestamped['current']>;

const versionOf = (revision: Revision, version: number): SealedCopyVersion => ({
  blobKey: revision.blobKey,
  sha256: revision.sha256,
  sha1: revision.sha1.toLowerCase(),
  size: Number(revision.sizeBytes),
  version,
});

/**
 * rubrica.signing.sealed_copy.retimestamped: a sealed document (or the signature page) got a new
 * revision for long-term proof, stored as a new file. Downloads serve the new file from now on;
 * the file it replaced, which recipients may already hold (and whose hashes the signature page
 * prints), is kept among the earlier versions so the verifier still knows it.
 *
 * Applied once per event (processed_events). The copy it follows must be one the envelope served:
 * a re-timestamp of another (the answer to a superseded sealing request) is ignored. Versions of
 * one copy follow each other by years, each published only once the one before it was written;
 * should an older one come again after a newer, it only adds to the earlier versions.
 */
@Injectable()
export class RecordRetimestampedCopyUseCase {
  constructor(private readonly seals: EnvelopeSealStore) {}

  async execute(manager: EntityManager, event: SealedCopyRetimestamped): Promise<void> {
    const { previous, current } = event;
    if (!previous || !current || event.version < 1) return;
    const documentId = current.documentId || null;
    const served = await this.seals.lockCurrentCopy(manager, event.envelopeId, documentId);
    if (!served) return;
    const known =
      served.blobKey === previous.blobKey ||
      (await this.seals.isEarlierVersion(manager, event.envelopeId, previous.blobKey));
    if (!known) return;

    await this.seals.keepEarlierVersion(
      manager,
      event.envelopeId,
      documentId,
      versionOf(previous, event.version - 1),
    );
    if (event.version <= served.version) {
      await this.seals.keepEarlierVersion(
        manager,
        event.envelopeId,
        documentId,
        versionOf(current, event.version),
      );
      return;
    }
    if (served.blobKey !== previous.blobKey) {
      await this.seals.keepEarlierVersion(manager, event.envelopeId, documentId, served);
    }
    await this.seals.replaceCurrentCopy(
      manager,
      event.envelopeId,
      documentId,
      versionOf(current, event.version),
    );
  }
}
