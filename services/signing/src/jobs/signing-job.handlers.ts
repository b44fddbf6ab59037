import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@rubrica/jobs';
import type { QueueHandlers } from '@rubrica/service-kit';
import { RetimestampSealedCopyUseCase } from '../archive-timestamps/use-cases/retimestamp-sealed-copy/retimestamp-sealed-copy.use-case.js';
import { ScanArchiveUseCase } from '../archive-timestamps/use-cases/scan-archive/scan-archive.use-case.js';
import type { JobAttempt } from '../signing-requests/job-attempt.js';
import { ApplyRecipientRevisionUseCase } from '../signing-requests/use-cases/apply-recipient-revision/apply-recipient-revision.use-case.js';
import { SealEnvelopeUseCase } from '../signing-requests/use-cases/seal-envelope/seal-envelope.use-case.js';

const attemptOf = (job: { attemptsMade: number; opts: { attempts?: number } }): JobAttempt => ({
  number: job.attemptsMade + 1,
  of: job.opts.attempts ?? 1,
});

/**
 * The handlers of the `signing` queue: each job is one use case of the envelopes service's
 * requests, or of the archive's long-term proof.
 */
@Injectable()
export class SigningJobHandlers implements QueueHandlers<'signing'> {
  constructor(
    private readonly applyRecipientRevision: ApplyRecipientRevisionUseCase,
    private readonly sealEnvelope: SealEnvelopeUseCase,
    private readonly scanArchive: ScanArchiveUseCase,
    private readonly retimestampSealedCopy: RetimestampSealedCopyUseCase,
  ) {}

  readonly handlers: JobHandlers<'signing'> = {
    'apply-recipient-revision': ({ requestId }, job) =>
      this.applyRecipientRevision.execute(requestId, attemptOf(job)),
    'seal-envelope': ({ requestId }, job) => this.sealEnvelope.execute(requestId, attemptOf(job)),
    'retimestamp-archive': async () => void (await this.scanArchive.execute()),
    'retimestamp-sealed-copy': async ({ copyId, version }) =>
      void (await this.retimestampSealedCopy.execute(copyId, version)),
  };
}
