export interface PeriodicTaskOptions {
  everyMs: number;
  /** One pass; a pass that throws is logged and the next one runs on schedule. */
  run: () => Promise<unknown>;
  logger: { warn(message: string): void };
  /** How a failed pass is reported: `<failure>: <error message>`. */
  failure: string;
  /** Runs a pass as soon as it starts, before the first interval. */
  atStart?: boolean;
}

/**
 * Background work repeated on an interval inside a process (reconcilers, purges): one pass at a
 * time (a slow pass is not stacked on, the tick that finds it running is skipped), the timer does
 * not keep the process alive, and `stop` waits for the pass in flight so shutdown never cuts one.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: PeriodicTaskOptions) {}

  start(): void {
    if (this.options.atStart) this.tick();
    this.timer = setInterval(() => this.tick(), this.options.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    this.running ??= this.options
      .run()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.options.logger.warn(`${this.options.failure}: ${(error as Error).message}`),
      )
      .finally(() => (this.running = undefined));
  }
}
