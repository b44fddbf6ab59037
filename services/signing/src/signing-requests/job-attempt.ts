/** Which run of a job this is: the last one answers a failure instead of throwing for a retry. */
export interface JobAttempt {
  /** 1 on the first run. */
  number: number;
  /** Runs allowed in all. */
  of: number;
}

export const isLastAttempt = (attempt: JobAttempt): boolean => attempt.number >= attempt.of;
