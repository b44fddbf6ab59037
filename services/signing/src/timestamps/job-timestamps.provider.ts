import { Injectable, Logger } from '@nestjs/common';
import type { DocumentTimestamper, SignatureTimestamper } from '../pdf/index.js';
import type { JobAttempt } from '../signing-requests/job-attempt.js';
import type { SigningWorkerConfig } from '../signing.config.js';
import { InjectSigningConfig } from '../signing-config.module.js';
import { TimestampAuthority } from './timestamp-authority.client.js';
import {
  documentTimestamperWithin,
  timestamperWithin,
  type TimestampRun,
} from './timestamper-within.util.js';

/** Signature timestamps for the signing jobs: the authority, within each request's deadline. */
@Injectable()
export class JobTimestamps {
  private readonly logger = new Logger('Timestamps');

  constructor(
    private readonly authority: TimestampAuthority,
    @InjectSigningConfig() private readonly config: SigningWorkerConfig,
  ) {}

  /** Room each signature keeps for a token (none without an authority). */
  get reserveBytes(): number {
    return this.authority.reserveBytes;
  }

  /** The timestamper of this run of the job working on `request` (see timestamperWithin). */
  forRun(request: { id: string; createdAt: Date }, attempt: JobAttempt): SignatureTimestamper | undefined {
    return timestamperWithin(this.authority, this.run(request, attempt, 'a signature'));
  }

  /** The document timestamper of the same run (see documentTimestamperWithin). */
  documentsForRun(
    request: { id: string; createdAt: Date },
    attempt: JobAttempt,
  ): DocumentTimestamper | undefined {
    return documentTimestamperWithin(this.authority, this.run(request, attempt, 'a document'));
  }

  private run(request: { id: string; createdAt: Date }, attempt: JobAttempt, what: string): TimestampRun {
    return {
      requestedAt: request.createdAt,
      attempt,
      backoffMs: this.config.SIGNING_JOB_BACKOFF_MS,
      onSkipped: (reason) =>
        this.logger.warn(`request ${request.id}: ${what} goes without a timestamp (${reason})`),
    };
  }
}
