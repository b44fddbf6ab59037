import { Injectable, Logger } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';

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
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - SANDBOX_LIFETIME_MS);
    let purged = 0;
    for (;;) {
      const due: Array<{ id: string; organization_id: string }> = await this.dataSource.query(
        `SELECT id, organization_id FROM envelopes
           WHERE is_sandbox AND created_at <= $1 ORDER BY created_at LIMIT ${BATCH}`,
        [before],
      );
      for (const envelope of due) {
        // Listed whole before deleting: a listing is not promised to survive deletions under it.
        const keys: string[] = [];
        for await (const entry of this.blobs.list(`envelopes/${envelope.organization_id}/${envelope.id}/`)) {
          keys.push(entry.key);
        }
        for (const key of keys) await this.blobs.delete(key);
        await this.dataSource.query('DELETE FROM envelopes WHERE id = $1 AND is_sandbox', [envelope.id]);
        purged += 1;
      }
      if (due.length < BATCH) break;
    }
    if (purged) this.logger.log(`purged ${purged} sandbox envelope(s) older than 7 days`);
    return purged;
  }
}
