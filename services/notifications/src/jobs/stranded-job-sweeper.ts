import type { InjectionToken, Provider } from '@nestjs/common';
import { PeriodicRunner } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';

export interface SweepSettings {
  intervalMs: number;
  /** How long a pending row stays untouched before its job counts as lost. */
  graceMs: number;
}

/**
 * Gives, periodically, each pending row whose job may be lost (Redis lost its data, a worker
 * crashed) its job again, so none stays pending. Safe on every worker at once: a stable job id or
 * a claim keeps a row from being worked twice. A sweeper works with the database the rows are in
 * and the queue their jobs go to; `strandedJobSweeper` provides it.
 */
export abstract class StrandedJobSweeper<Queue> extends PeriodicRunner {
  constructor(
    protected readonly db: DataSource,
    protected readonly queue: Queue,
    protected readonly settings: SweepSettings,
  ) {
    super({ name: new.target.name, everyMs: settings.intervalMs, failure: 'sweep failed' });
  }

  protected pass(): Promise<number> {
    return this.sweep();
  }

  /** Enqueues the stranded rows' jobs; returns how many. */
  abstract sweep(): Promise<number>;
}

/** The provider of a sweeper, with the producer of its jobs (`queue`) and its settings. */
export function strandedJobSweeper<Queue>(
  sweeper: new (db: DataSource, queue: Queue, settings: SweepSettings) => StrandedJobSweeper<Queue>,
  queue: InjectionToken,
  settings: SweepSettings,
): Provider {
  return {
    provide: sweeper,
    inject: [DataSource, queue],
    useFactory: (db: DataSource, producer: Queue) => new sweeper(db, producer, settings),
  };
}
