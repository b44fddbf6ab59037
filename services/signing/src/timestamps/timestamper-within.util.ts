import type { DocumentTimestamper, SignatureTimestamper } from '../pdf/index.js';
import { isLastAttempt, type JobAttempt } from '../signing-requests/job-attempt.js';
import type { TimestampAuthority } from './timestamp-authority.client.js';

/** One run of a signing job, as far as its wait for the timestamp authority goes. */
export interface TimestampRun {
  /** When the request arrived: its wait for the authority ends TSA_DEADLINE_MS after. */
  requestedAt: Date;
  attempt: JobAttempt;
  /** The job's first retry delay (SIGNING_JOB_BACKOFF_MS), doubled on each further retry. */
  backoffMs: number;
  /** Told why a signature goes without a timestamp. */
  onSkipped(reason: string): void;
}

/**
 * The timestamper of one run of a signing job, or undefined when no authority is configured.
 * While another run of the job would still start before the deadline, a failing authority fails
 * this run (its error is retryable, so the job runs again later); on the last chance, or once the
 * deadline has passed, the signature goes without a token rather than keep the envelope waiting.
 * No call outlasts the deadline, and once the authority has failed in a run the run's other
 * signatures do not wait for it again.
 */
export function timestamperWithin(
  authority: TimestampAuthority,
  run: TimestampRun,
): SignatureTimestamper | undefined {
  return within(authority, run, (value, timeoutMs) => authority.stamp(value, { timeoutMs }));
}

/** The same for document timestamps: a token over the covered bytes' digest, within the deadline. */
export function documentTimestamperWithin(
  authority: TimestampAuthority,
  run: TimestampRun,
): DocumentTimestamper | undefined {
  return within(authority, run, (digest, timeoutMs) => authority.stampDigest(digest, { timeoutMs }));
}

function within<T>(
  authority: TimestampAuthority,
  run: TimestampRun,
  stamp: (input: T, timeoutMs: number) => Promise<Uint8Array>,
): ((input: T) => Promise<Uint8Array | undefined>) | undefined {
  const settings = authority.settings;
  if (!settings) return undefined;
  const deadlineAt = run.requestedAt.getTime() + settings.deadlineMs;
  // BullMQ's exponential backoff: run n+1 starts backoff × 2^(n−1) after run n fails.
  const nextRunAt = Date.now() + run.backoffMs * 2 ** (run.attempt.number - 1);
  const retryLater = !isLastAttempt(run.attempt) && nextRunAt < deadlineAt;
  let failed = false;
  return async (input) => {
    const remaining = deadlineAt - Date.now();
    if (remaining <= 0 || failed) {
      run.onSkipped(
        failed ? 'the authority failed earlier in this run' : 'the timestamp deadline has passed',
      );
      return undefined;
    }
    try {
      return await stamp(input, remaining);
    } catch (error) {
      if (retryLater) throw error;
      failed = true;
      run.onSkipped((error as Error).message);
      return undefined;
    }
  };
}
