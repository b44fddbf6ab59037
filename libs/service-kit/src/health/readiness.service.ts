import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ReadinessCheck } from './readiness-check.js';
import { withTimeout } from './with-timeout.util.js';

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
export const READINESS_TIMEOUT_MS = Symbol('READINESS_TIMEOUT_MS');

export type CheckState = 'up' | 'down';

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, CheckState>;
}

/** Runs every readiness check at once, each bounded by a short timeout, and reports each state. */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger('Readiness');
  private readonly lastState = new Map<string, CheckState>();

  constructor(
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
    @Inject(READINESS_TIMEOUT_MS) private readonly timeoutMs: number,
  ) {}

  async report(): Promise<ReadinessReport> {
    const states = await Promise.all(
      this.checks.map(async (check): Promise<[string, CheckState]> => {
        try {
          await withTimeout(check.check(), this.timeoutMs, `${check.name} readiness check`);
          this.noteState(check.name, 'up');
          return [check.name, 'up'];
        } catch (error) {
          this.noteState(check.name, 'down', error);
          return [check.name, 'down'];
        }
      }),
    );
    const checks = Object.fromEntries(states);
    return { ready: states.every(([, state]) => state === 'up'), checks };
  }

  // Probes run every few seconds: log transitions only, not every failed probe.
  private noteState(name: string, state: CheckState, error?: unknown): void {
    const previous = this.lastState.get(name);
    this.lastState.set(name, state);
    if (previous === state) return;
    if (state === 'down') {
      this.logger.warn(`${name} is down: ${error instanceof Error ? error.message : String(error)}`);
    } else if (previous === 'down') {
      this.logger.log(`${name} is up again`);
    }
  }
}
