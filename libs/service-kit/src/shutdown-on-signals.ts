import type { Logger } from '@rubrica/telemetry';

export interface ShutdownOptions {
  name: string;
  logger: Logger;
  /** Stops accepting work, drains what is in flight, then closes connections. */
  close: () => Promise<void>;
  /** A shutdown that takes longer than this is cut short with exit code 1. */
  timeoutMs?: number;
}

/**
 * SIGINT/SIGTERM end the process cleanly: close everything, then exit 0. Nest's own
 * `enableShutdownHooks` re-raises the signal after closing, which ends the process with 130/143
 * and makes an orderly stop look like a crash to supervisors.
 */
export function shutdownOnSignals(options: ShutdownOptions): () => void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    options.logger.info({ signal }, `${options.name} shutting down`);
    const deadline = setTimeout(() => {
      options.logger.error(`${options.name} did not stop within ${options.timeoutMs ?? 15_000} ms; exiting`);
      options.logger.flush();
      process.exit(1);
    }, options.timeoutMs ?? 15_000);
    deadline.unref();
    options.close().then(
      () => {
        clearTimeout(deadline);
        options.logger.info(`${options.name} stopped`);
        options.logger.flush();
        process.exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        options.logger.error({ err: error }, `${options.name} failed to shut down cleanly`);
        options.logger.flush();
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
