import { Injectable, Logger } from '@nestjs/common';
import { blobKeys, type BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';

/** Sandbox data lives 7 days (spec: envelopes and signing, section 9, "Sandbox data"). */
export const SANDBOX_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Job `purge-sandbox-envelopes` (periodic): deletes the sandbox envelopes created more than 7
 * days ago, their documents and images in the blob store first, then their rows (recipients,
 * fields, links, schedules ... cascade). The hash-chained history stays: it is append-only by
 * design and holds no document. A purge stopped halfway is finished by the next run, since the
 * row goes last.
 */
@Injectable()
export class PurgeSandboxEnvelopesUseCase {
  private readonly logger = new Logger('SandboxPurge');

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - SANDBOX_LIFETIME_MS);
    let purged = 0;
    for (;;) {
      const due = await this.store.sandboxEnvelopesDue(this.dataSource.manager, before, BATCH);
      for (const envelope of due) {
        // Listed whole before deleting: a listing is not promised to survive deletions under it.
        const keys: string[] = [];
        for await (const entry of this.blobs.list(blobKeys.envelope(envelope.organization_id, envelope.id))) {
          keys.push(entry.key);
        }
        for (const key of keys) await this.blobs.delete(key);
        await this.store.deleteSandboxEnvelope(this.dataSource.manager, envelope.id);
        purged += 1;
      }
      if (due.length < BATCH) break;
    }
    if (purged) this.logger.log(`purged ${purged} sandbox envelope(s) older than 7 days`);
    return purged;
  }
}
