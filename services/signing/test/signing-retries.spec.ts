import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EventInit } from '@rubrica/proto';
import { qpdfCheck } from './pdf-checkers.js';
import { eventually, startSigningWorker, type SigningWorkerHarness } from './signing-worker-harness.js';
import { bytesOf, oneSignatureRequest, type CurrentRevision } from './signing-test-requests.js';

let signing: SigningWorkerHarness;

beforeAll(async () => {
  signing = await startSigningWorker('retries', { SIGNING_JOB_ATTEMPTS: '4', SIGNING_JOB_BACKOFF_MS: '400' });
});

afterAll(async () => {
  await signing?.close();
});

/**
 * Publishes the signing request, then runs `meanwhile`, while every write to the blob store fails
 * (its staging folder becomes a file); the store is repaired after, whatever happened.
 */
async function requestedWhileBlobWritesFail(
  request: EventInit<'rubrica.envelopes.recipient.signing_requested'>,
  meanwhile: () => Promise<void>,
): Promise<void> {
  const staging = join(signing.blobRoot, 'tmp');
  await rm(staging, { recursive: true, force: true });
  await writeFile(staging, 'not a folder');
  try {
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    await meanwhile();
  } finally {
    await rm(staging, { force: true });
    await mkdir(staging, { recursive: true });
  }
}

async function attemptsMade(jobId: string): Promise<number> {
  return (await signing.queue.bullQueue.getJob(jobId))?.attemptsMade ?? 0;
}

async function requestStatus(requestId: string): Promise<string> {
  const rows: Array<{ status: string }> = await signing.dataSource.query(
    'SELECT status FROM signing_requests WHERE id = $1',
    [requestId],
  );
  return rows[0]?.status ?? 'absent';
}

/** Waits until the job's first attempt has failed (and the queue holds it for a retry). */
async function firstAttemptFailed(jobId: string): Promise<void> {
  await eventually(
    async () => ((await attemptsMade(jobId)) >= 1 ? true : undefined),
    'the first attempt to fail',
  );
}

describe('signing jobs that fail', () => {
  it('retries a revision whose first attempt failed, leaving nothing answered meanwhile, and answers once', async () => {
    const { request } = await oneSignatureRequest(signing.blobs, 'Eva Rocha', [200, 0, 0]);
    const jobId = `revision.${request.requestId}`;
    await requestedWhileBlobWritesFail(request, async () => {
      await firstAttemptFailed(jobId);
      expect(await requestStatus(request.requestId!)).toBe('pending');
      expect(signing.answersTo(request.requestId!)).toEqual([]);
    });

    const answer = await signing.answerTo(request.requestId!);
    expect(answer.subject).toBe('rubrica.signing.recipient.applied');
    await signing.settled();
    expect(signing.answersTo(request.requestId!)).toHaveLength(1);
    expect(await requestStatus(request.requestId!)).toBe('applied');
    const [revision] = (answer.message as { documents: CurrentRevision[] }).documents;
    const bytes = await bytesOf(signing.blobs, revision.blobKey);
    expect(revision.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect((await qpdfCheck(bytes)).ok).toBe(true);
    expect(await signing.queue.bullQueue.getJobState(jobId)).toBe('completed');
  });

  it('answers recipient.failed with signing.attempts_exhausted once the last attempt fails', async () => {
    const { request } = await oneSignatureRequest(signing.blobs, 'Eva Rocha', [200, 0, 0]);
    await requestedWhileBlobWritesFail(request, async () => {
      const answer = await signing.answerTo(request.requestId!);
      expect(answer.subject).toBe('rubrica.signing.recipient.failed');
      expect(answer.message).toMatchObject({ failureCode: 'signing.attempts_exhausted' });
      expect(await attemptsMade(`revision.${request.requestId}`)).toBe(4);
    });
    await signing.settled();
    expect(signing.answersTo(request.requestId!)).toHaveLength(1);
    expect(await requestStatus(request.requestId!)).toBe('failed');
  });

  it('a worker stopped mid-request leaves it pending, and a restarted worker finishes it once', async () => {
    const { request } = await oneSignatureRequest(signing.blobs, 'Ivo Nunes', [0, 0, 200]);
    const jobId = `revision.${request.requestId}`;
    await requestedWhileBlobWritesFail(request, async () => {
      await firstAttemptFailed(jobId);
      // Every worker goes away between attempts; the job waits in Redis, the request in PostgreSQL.
      await signing.stopWorkers();
      expect(await requestStatus(request.requestId!)).toBe('pending');
    });
    await signing.startWorker();
    const answer = await signing.answerTo(request.requestId!);
    expect(answer.subject).toBe('rubrica.signing.recipient.applied');
    await signing.settled();
    expect(signing.answersTo(request.requestId!)).toHaveLength(1);
  });
});
