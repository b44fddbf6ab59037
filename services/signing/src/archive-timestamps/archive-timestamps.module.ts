import { Module } from '@nestjs/common';
import { blobStoreProvider } from '../blob-store/blob-store.provider.js';
import { SigningQueue } from '../signing-requests/signing-queue.provider.js';
import { LongTermValidation } from '../timestamps/long-term-validation.provider.js';
import { RevocationSources } from '../timestamps/revocation-data.client.js';
import { TimestampAuthority } from '../timestamps/timestamp-authority.client.js';
import { ArchiveScheduleRunner } from './archive-schedule.runner.js';
import { SealedCopiesStore } from './sealed-copies.store.js';
import { RetimestampSealedCopyUseCase } from './use-cases/retimestamp-sealed-copy/retimestamp-sealed-copy.use-case.js';
import { ScanArchiveUseCase } from './use-cases/scan-archive/scan-archive.use-case.js';

/**
 * Long-term proof of archived sealed copies (worker process): a repeating job finds the copies
 * whose last timestamp's certificate ends within the horizon, and one job per copy appends that
 * timestamp's validation data and a new document timestamp.
 */
@Module({
  providers: [
    blobStoreProvider,
    SigningQueue,
    TimestampAuthority,
    RevocationSources,
    LongTermValidation,
    SealedCopiesStore,
    ScanArchiveUseCase,
    RetimestampSealedCopyUseCase,
    ArchiveScheduleRunner,
  ],
  exports: [ScanArchiveUseCase, RetimestampSealedCopyUseCase],
})
export class ArchiveTimestampsModule {}
