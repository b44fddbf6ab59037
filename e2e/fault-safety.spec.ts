// Fault safety, proved: processes killed with SIGKILL at named crash points and the servers
// restarted while three-signer journeys run (support/fault-harness.ts). This file is the short
// version `make test` runs; `make test-faults` runs the whole matrix (RUBRICA_FAULT_MATRIX=full)
// and prints it. Any lost event, stuck envelope or double signature fails it, and so do more
// duplicate e-mails than crashes.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig, z } from '@rubrica/config';
import {
  formatFaultReport,
  runFaultMatrix,
  type CrashCell,
  type FaultPlan,
} from './support/fault-harness.js';
import { ROOT } from './support/web-build.js';

const { RUBRICA_FAULT_MATRIX: matrix } = loadConfig(
  'fault-safety',
  z.object({ RUBRICA_FAULT_MATRIX: z.enum(['short', 'full']).default('short') }),
);

const cells = (process: string, ...points: string[]): CrashCell[] =>
  points.map((point) => ({ process, point }));

/** A few points that together cross every kind of hand-over: commit→publish, publish→ack, a job, a reply. */
const SHORT: FaultPlan = {
  cells: [
    ...cells('envelopes', 'outbox.after-publish'),
    ...cells('signing-worker', 'signing.mid-seal'),
    ...cells('notifications-worker', 'email.after-send'),
    ...cells('gateway', 'gateway.after-upstream-answer'),
  ],
  serverRestarts: ['nats'],
  concurrency: 2,
  minJourneys: 2,
  officeEvery: 0,
  loadWindowMs: 60_000,
  armWindowMs: 120_000,
  settleMs: 60_000,
};

const FULL: FaultPlan = {
  cells: [
    ...cells('gateway', 'gateway.after-upstream-answer', 'sigkill'),
    ...cells('identity', 'consumer.after-commit', 'sigkill'),
    ...cells('billing', 'outbox.after-publish', 'sigkill'),
    ...cells(
      'envelopes',
      'outbox.before-publish',
      'outbox.after-publish',
      'consumer.after-commit',
      'consumer.before-commit',
    ),
    ...cells(
      'envelopes-worker',
      'job.before-run',
      'job.after-run',
      'outbox.after-publish',
      'reminder.after-commit',
    ),
    ...cells('signing', 'sigkill'),
    ...cells(
      'signing-worker',
      'signing.mid-revision',
      'signing.mid-seal',
      'signing.after-seal',
      'consumer.after-commit',
      'job.before-run',
      'outbox.after-publish',
    ),
    ...cells('storage', 'sigkill'),
    ...cells('storage-worker', 'conversion.after-convert', 'outbox.after-publish', 'consumer.after-commit'),
    ...cells('notifications-worker', 'email.after-send', 'job.before-run', 'consumer.after-commit'),
  ],
  serverRestarts: ['nats', 'redis', 'postgres'],
  concurrency: 3,
  minJourneys: 9,
  officeEvery: 3,
  loadWindowMs: 300_000,
  armWindowMs: 60_000,
  settleMs: 120_000,
};

const plan = matrix === 'full' ? FULL : SHORT;

describe(`fault safety (${matrix} matrix)`, () => {
  it('finishes every envelope through SIGKILLs at crash points and server restarts: nothing lost, stuck or signed twice', async () => {
    const report = await runFaultMatrix(`faults_${matrix}`, plan);
    const text = formatFaultReport(report);
    await mkdir(join(ROOT, '.run'), { recursive: true });
    await writeFile(join(ROOT, '.run', `fault-matrix-${matrix}.txt`), `${text}\n`);
    process.stdout.write(`\n${text}\n`);

    expect(report.journeys.errors).toEqual([]);
    expect(report.lostEvents).toEqual([]);
    expect(report.envelopes.stuck).toEqual([]);
    expect(report.doubleSignatures).toEqual([]);
    expect(report.unplannedExits).toEqual([]);
    expect(report.duplicateEmails).toBeLessThanOrEqual(report.crashes);
    expect(report.envelopes.total).toBeGreaterThanOrEqual(plan.minJourneys);
    // The short version's points are all on the journey's path: each must have fired.
    if (matrix === 'short') expect(report.cells.filter((cell) => !cell.fired)).toEqual([]);
  }, 900_000);
});
