import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask, type PeriodicTaskOptions } from './periodic-task.js';

export interface PeriodicRunnerOptions extends Omit<PeriodicTaskOptions, 'run' | 'logger'> {
  /** The logger's context: what the runner's lines are tagged with. */
  name: string;
}

/**
 * A provider whose `pass` runs as a PeriodicTask from application start until the module is
 * destroyed (reconcilers, purges). It injects nothing: a subclass names what it depends on.
 */
export abstract class PeriodicRunner implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private readonly task: PeriodicTask;

  protected constructor({ name, ...options }: PeriodicRunnerOptions) {
    this.logger = new Logger(name);
    this.task = new PeriodicTask({ ...options, logger: this.logger, run: () => this.pass() });
  }

  /** One pass of the work; what it returns is ignored, what it throws is logged. */
  protected abstract pass(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }
}
