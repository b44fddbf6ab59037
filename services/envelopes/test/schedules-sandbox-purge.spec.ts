import { Readable } from 'node:stream';
import { PurgeSandboxEnvelopesUseCase } from '../src/schedules/use-cases/purge-sandbox-envelopes/purge-sandbox-envelopes.use-case.js';
import { seedEnvelope, type SeededEnvelope } from './flow-support/envelope-fixtures.js';
import type { WorkerProcess } from '@rubrica/service-kit';
import { useFlowApp } from './flow-support/flow-test-kit.js';

const kit = useFlowApp('sandbox_purge');
let worker: WorkerProcess;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  worker = await kit.startWorker();
});

async function seedAged(options: { isSandbox: boolean; ageDays: number }): Promise<SeededEnvelope> {
  const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { isSandbox: options.isSandbox });
  await kit.dataSource.query('UPDATE envelopes SET created_at = $2 WHERE id = $1', [
    envelope.id,
    new Date(Date.now() - options.ageDays * DAY),
  ]);
  // An image placed under the envelope's own prefix: everything there goes with it.
  await kit.blobs.put(
    `envelopes/${envelope.organizationId}/${envelope.id}/recipients/x/identifiers/photo.jpg`,
    Readable.from([Buffer.from('jpeg')]),
  );
  return envelope;
}

async function exists(envelope: SeededEnvelope): Promise<{ row: boolean; blobs: number }> {
  const rows: unknown[] = await kit.dataSource.query('SELECT id FROM envelopes WHERE id = $1', [envelope.id]);
  let blobs = 0;
  for await (const _entry of kit.blobs.list(`envelopes/${envelope.organizationId}/${envelope.id}/`))
    blobs += 1;
  return { row: rows.length === 1, blobs };
}

describe('the sandbox purge', () => {
  it('deletes sandbox envelopes older than 7 days with their blobs, and nothing else', async () => {
    const expired = await seedAged({ isSandbox: true, ageDays: 8 });
    const recent = await seedAged({ isSandbox: true, ageDays: 6 });
    const production = await seedAged({ isSandbox: false, ageDays: 30 });
    expect((await exists(expired)).blobs).toBeGreaterThan(1);

    const purge = worker.context.get(PurgeSandboxEnvelopesUseCase);
    expect(await purge.execute()).toBe(1);

    expect(await exists(expired)).toEqual({ row: false, blobs: 0 });
    const rest = await kit.dataSource.query(
      'SELECT count(*)::int AS n FROM recipients WHERE envelope_id = $1',
      [expired.id],
    );
    expect(rest).toEqual([{ n: 0 }]);
    expect((await exists(recent)).row).toBe(true);
    expect((await exists(production)).row).toBe(true);
    expect((await exists(production)).blobs).toBeGreaterThan(1);
    // A second run finds nothing left to do.
    expect(await purge.execute()).toBe(0);
  });
});
