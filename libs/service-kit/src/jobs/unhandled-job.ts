/**
 * The handler of a registered job whose feature has not been built yet: the job fails (and after
 * its retries stays in the dead-letter list, to be retried once a handler exists) instead of
 * being acknowledged and lost.
 */
export function unhandledJob(queue: string, job: string): () => Promise<void> {
  return async () => {
    throw new Error(`queue "${queue}" has no handler for job "${job}" in this version`);
  };
}
