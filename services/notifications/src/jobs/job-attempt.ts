/** The run of a job being handled, as BullMQ counts it. */
export interface JobAttempt {
  id: string;
  /** Attempts that failed before this one. */
  attemptsMade: number;
  /** Attempts the producer allowed. */
  attempts: number;
}

/** The last run answers a failure (records it, reports it) instead of throwing for a retry. */
export const isLastAttempt = (job: Pick<JobAttempt, 'attemptsMade' | 'attempts'>): boolean =>
  job.attemptsMade + 1 >= job.attempts;
