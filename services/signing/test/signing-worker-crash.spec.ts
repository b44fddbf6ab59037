// A signing worker killed with SIGKILL in the middle of a revision: no shutdown hook runs, the job
// stays active under a lock nobody renews, and another worker must redo it (README, "Requests from
// the envelopes service": a job run twice answers once). The workers here are real processes
// started from the service's entry point, so the kill is the operating system's, not a close().
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DrawingKind } from '@rubrica/proto';
import { makeTestPdf } from './pdf-fixtures.js';
import { qpdfCheck } from './pdf-checkers.js';
import { eventually, startSigningWorker, type SigningWorkerHarness } from './signing-worker-harness.js';
import {
  bytesOf,
  newEnvelope,
  signingRequested,
  storeDocument,
  type CurrentRevision,
} from './signing-test-requests.js';
import { freePort } from '@rubrica/testing';

const here = dirname(fileURLToPath(import.meta.url));
const serviceDir = join(here, '..');
const repositoryRoot = join(serviceDir, '../..');

let signing: SigningWorkerHarness;
const processes: ChildProcess[] = [];

beforeAll(async () => {
  // A dead worker's job is taken back after its lock expires and the next stalled-job check: with
  // BullMQ's 30 s + 30 s defaults the test would mostly wait.
  signing = await startSigningWorker('crash', {
    SIGNING_JOB_LOCK_MS: '5000',
    SIGNING_STALLED_INTERVAL_MS: '1000',
  });
  // The harness's in-process worker prepared the database; from here on only child processes work.
  await signing.stopWorkers();
});

afterAll(async () => {
  for (const child of processes) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }
  await signing?.close();
});

/**
 * `node src/worker.ts` (compiled from source on load) with the harness's settings as its whole
 * environment, so nothing falls back to the shared queue, consumers or data directory.
 */
async function spawnWorker(): Promise<ChildProcess> {
  const port = await freePort();
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(signing.config)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) env[key] = String(value);
  }
  env.PORT = String(port);
  env.LOG_LEVEL = 'error';
  const child = spawn(
    process.execPath,
    ['--import', join(here, 'source-loader/register.mjs'), join(serviceDir, 'src/worker.ts')],
    { cwd: repositoryRoot, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  processes.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}:\n${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    return ready ? true : undefined;
  }, 'the worker process to be ready');
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function jobState(jobId: string): Promise<string> {
  return (await (await signing.queue.bullQueue.getJob(jobId))?.getState()) ?? 'absent';
}

async function requestRow(requestId: string) {
  const rows: Array<{ status: string; answered_at: Date | null }> = await signing.dataSource.query(
    'SELECT status, answered_at FROM signing_requests WHERE id = $1',
    [requestId],
  );
  return rows[0];
}

/** Waits for the request's row, then keeps it locked `FOR UPDATE` until `release`. */
async function holdRequestRow(requestId: string): Promise<{ release(): Promise<void> }> {
  await eventually(
    async () => ((await requestRow(requestId)) ? true : undefined),
    'the request to be recorded',
  );
  const runner = signing.dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  await runner.query('SELECT id FROM signing_requests WHERE id = $1 FOR UPDATE', [requestId]);
  return {
    async release() {
      await runner.commitTransaction();
      await runner.release();
    },
  };
}

describe('a signing worker killed in the middle of a revision', () => {
  it('has its job redone by the next worker, which answers once with a valid revision', async () => {
    const envelope = newEnvelope();
    // Initials on each of 200 pages of several documents: PDF work that outlasts the moment the test
    // takes the row lock below (the row is recorded just before the job is enqueued).
    const pdf = await makeTestPdf({ pages: 200 });
    const documents: CurrentRevision[] = [];
    for (let index = 0; index < 4; index += 1)
      documents.push(await storeDocument(signing.blobs, envelope, pdf));
    const drawings = documents.flatMap((document) =>
      Array.from({ length: 200 }, (_, page) => ({
        documentId: document.documentId,
        page: page + 1,
        x: 0.8,
        y: 0.9,
        width: 0.1,
        height: 0.04,
        kind: DrawingKind.TEXT,
        text: 'RA',
      })),
    );
    const request = signingRequested(envelope, documents, drawings);
    const requestId = request.requestId!;
    const jobId = `revision.${requestId}`;

    const first = await spawnWorker();
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    // The request's row is held with a row lock from the moment it is recorded: the worker can do
    // its PDF work but not answer, so however fast the revision is on this machine, the kill lands
    // while the job is active and before anything is answered.
    const holder = await holdRequestRow(requestId);
    await eventually(
      async () => ((await jobState(jobId)) === 'active' ? true : undefined),
      'the revision job to be active',
    );
    await kill(first);
    await holder.release();

    expect((await requestRow(requestId)).status).toBe('pending');
    expect(signing.answersTo(requestId)).toEqual([]);
    // Still active: the dead worker's lock holds it until it expires.
    expect(await jobState(jobId)).toBe('active');

    await spawnWorker();
    const answer = await signing.answerTo(requestId);
    await eventually(
      async () => ((await jobState(jobId)) === 'completed' ? true : undefined),
      'the redone job to complete',
    );
    await signing.settled();

    expect(answer.subject).toBe('rubrica.signing.recipient.applied');
    expect(signing.answersTo(requestId)).toHaveLength(1);
    const row = await requestRow(requestId);
    expect(row.status).toBe('applied');
    expect(row.answered_at).not.toBeNull();
    const outbox: Array<{ count: string }> = await signing.dataSource.query(
      'SELECT count(*) FROM outbox_events WHERE payload::text LIKE $1',
      [`%${requestId}%`],
    );
    expect(Number(outbox[0].count)).toBe(1);

    const revisions = (answer.message as { documents: CurrentRevision[] }).documents;
    expect(revisions).toHaveLength(documents.length);
    for (const revision of revisions) {
      expect(revision.blobKey).toBe(
        `envelopes/${envelope.organizationId}/${envelope.envelopeId}/documents/${revision.documentId}/rev-${requestId}.pdf`,
      );
      const bytes = await bytesOf(signing.blobs, revision.blobKey);
      expect(bytes.length).toBeGreaterThan(pdf.length);
      const check = await qpdfCheck(bytes);
      expect(check.output).not.toMatch(/WARNING|ERROR/);
      expect(check.ok).toBe(true);
    }
  }, 180_000);
});
