import { PeriodicRunner } from '@rubrica/service-kit';

export interface SweepSettings {
  intervalMs: number;
  /** How long a pending row stays untouched before its job counts as lost. */
  graceMs: number;
}

/**
 * Gives, periodically, each pending row whose job may be lost (Redis lost its data, a worker
 * crashed) its job again, so none stays pending. Safe on every worker at once: a stable job id or
 * a claim keeps a row from being worked twice.
 */
export abstract class StrandedJobSweeper extends PeriodicRunner {
  protected constructor(
    name: string,
    protected readonly settings: SweepSettings,
  ) {
    super({ name, everyMs: settings.intervalMs, failure: 'sweep failed' });
  }

  protected pass(): Promise<number> {
    return this.sweep();
  }

  /** Enqueues the stranded rows' jobs; returns how many. */
  abstract sweep(): Promise<number>;
}
