// Fault safety, proved: processes killed with SIGKILL at named crash points and the servers
// restarted while three-signer journeys run (support/fault-harness.ts). This file is the short
// version `make test` runs; `make test-faults` runs the whole matrix (RUBRICA_FAULT_MATRIX=full)
// and prints it. Any lost event or webhook, stuck envelope or conversion, or double signature
// fails it, and so do more duplicate e-mails than crashes.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CRASH_POINTS, loadConfig, z } from '@rubrica/config';
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

const cells = (process: string, ...points: CrashCell['point'][]): CrashCell[] =>
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
  // Deadlines, not durations: every point here is on each journey's path and fires as soon as
  // the journeys get there; a healthy run ends as soon as every envelope has.
  armWindowMs: 600_000,
  settleMs: 180_000,
};

/**
 * Every process, each at the points of its own path (a point the load never brings it to in
 * the arm window is shown as such), then once more killed from outside at a random moment
 * (`sigkill`), while NATS, Redis and PostgreSQL are each killed and restarted.
 */
const FULL: FaultPlan = {
  cells: [
    ...cells('gateway', 'gateway.mid-upload-forward', 'gateway.after-upstream-answer', 'sigkill'),
    ...cells('identity', 'contacts.mid-add', 'consumer.after-commit', 'sigkill'),
    ...cells('billing', 'quota.after-consume', 'outbox.after-publish', 'sigkill'),
    ...cells(
      'envelopes',
      'flow.before-mail-enqueue',
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
      'reminder.before-commit',
      'reminder.after-commit',
    ),
    ...cells('signing', 'signature.after-store', 'sigkill'),
    ...cells(
      'signing-worker',
      'signing.mid-revision',
      'signing.mid-seal',
      'signing.after-seal',
      'consumer.after-commit',
      'job.before-run',
      'outbox.after-publish',
    ),
    ...cells('storage', 'outbox.after-publish', 'sigkill'),
    ...cells(
      'storage-worker',
      'conversion.mid-convert',
      'conversion.after-convert',
      'outbox.after-publish',
      'consumer.after-commit',
    ),
    ...cells('notifications', 'webhook.after-register', 'sigkill'),
    ...cells(
      'notifications-worker',
      'email.before-send',
      'email.after-send',
      'webhook.after-response',
      'job.before-run',
      'consumer.after-commit',
    ),
  ],
  serverRestarts: ['nats', 'redis', 'postgres'],
  concurrency: 3,
  minJourneys: 9,
  officeEvery: 3,
  loadWindowMs: 300_000,
  armWindowMs: 120_000,
  settleMs: 240_000,
};

const plan = matrix === 'full' ? FULL : SHORT;

describe(`fault safety (${matrix} matrix)`, () => {
  it('arms every named crash point somewhere in the full matrix', () => {
    const armed = new Set(FULL.cells.map((cell) => cell.point));
    expect(CRASH_POINTS.filter((point) => !armed.has(point))).toEqual([]);
  });

  it('finishes every envelope through SIGKILLs at crash points and server restarts: nothing lost, stuck or signed twice', async () => {
    const report = await runFaultMatrix(`faults_${matrix}`, plan);
    const text = formatFaultReport(report);
    await mkdir(join(ROOT, '.run'), { recursive: true });
    await writeFile(join(ROOT, '.run', `fault-matrix-${matrix}.txt`), `${text}\n`);
    process.stdout.write(`\n${text}\n`);

    expect(report.journeys.errors).toEqual([]);
    expect(report.lostEvents).toEqual([]);
    expect(report.lostWebhooks).toEqual([]);
    expect(report.envelopes.stuck).toEqual([]);
    expect(report.doubleSignatures).toEqual([]);
    expect(report.unplannedExits).toEqual([]);
    expect(report.duplicateEmails).toBeLessThanOrEqual(report.crashes);
    expect(report.envelopes.total).toBeGreaterThanOrEqual(plan.minJourneys);
    // The short version's points are all on the journey's path: each must have fired.
    if (matrix === 'short') expect(report.cells.filter((cell) => !cell.fired)).toEqual([]);
  }, 900_000);
});
