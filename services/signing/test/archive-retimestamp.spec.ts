import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { decodeEvent, timestampDate, type EventMessage } from '@rubrica/proto';
import type { WorkerProcess } from '@rubrica/service-kit';
import { RetimestampSealedCopyUseCase } from '../src/archive-timestamps/use-cases/retimestamp-sealed-copy/retimestamp-sealed-copy.use-case.js';
import { ScanArchiveUseCase } from '../src/archive-timestamps/use-cases/scan-archive/scan-archive.use-case.js';
import { digestByteRange } from '../src/pdf/digest-byte-range.util.js';
import { signatureMaterial } from '../src/pdf/index.js';
import { pdfsig, qpdfCheck } from './pdf-checkers.js';
import { readDss, signatureContents } from './ltv-fixtures.js';
import { eventually, startSigningWorker, type SigningWorkerHarness } from './signing-worker-harness.js';
import { bytesOf, sealNewEnvelope } from './signing-test-requests.js';
import { opensslVerifyToken, startTestTsa, type TestTsa } from './timestamp-fixtures.js';

type Retimestamped = EventMessage<'rubrica.signing.sealed_copy.retimestamped'>;
type Sealed = EventMessage<'rubrica.signing.envelope.sealed'>;

const hashes = (bytes: Uint8Array) => ({
  sha256: createHash('sha256').update(bytes).digest('hex'),
  sha1: createHash('sha1').update(bytes).digest('hex'),
});

let dir: string;
let tsa: TestTsa;
let signing: SigningWorkerHarness;
let worker: WorkerProcess;
let nats: NatsConnection;
const retimestamped: Retimestamped[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rubrica-archive-'));
  tsa = await startTestTsa(join(dir, 'tsa'));
  signing = await startSigningWorker('archive', {
    TSA_URL: tsa.relay.url,
    TSA_TIMEOUT_MS: '3000',
    // A loaded machine must not seal the first envelope without a token; the failing authority's
    // envelope is sealed without one on its third and last attempt, well before this.
    TSA_DEADLINE_MS: '30000',
    SIGNING_JOB_ATTEMPTS: '3',
    SIGNING_JOB_BACKOFF_MS: '200',
  });
  // A second replica, whose use cases the cases call with a horizon of their own.
  worker = await signing.startWorker();
  nats = await connect({ servers: signing.config.NATS_URL });
  nats.subscribe('rubrica.signing.sealed_copy.retimestamped', {
    callback: (error, message) => {
      if (!error)
        retimestamped.push(decodeEvent('rubrica.signing.sealed_copy.retimestamped', message.json()));
    },
  });
  await nats.flush();
});

afterAll(async () => {
  await nats?.close();
  await signing?.close();
  await tsa?.close();
  await rm(dir, { recursive: true, force: true });
});

const scan = (horizonDays: number) =>
  worker.context.get(ScanArchiveUseCase, { strict: false }).execute({ horizonDays });

const seal = () => sealNewEnvelope(signing, 'AR1');

const copyRows = (
  requestId: string,
): Promise<
  Array<{
    id: string;
    version: number;
    blob_key: string;
    sha1: string;
    last_timestamp_valid_until: Date | null;
  }>
> =>
  signing.dataSource.query(
    `SELECT id, version, blob_key, sha1, last_timestamp_valid_until FROM sealed_copies
     WHERE request_id = $1 ORDER BY id`,
    [requestId],
  );

describe('re-timestamping archived sealed copies (PAdES B-LTA)', () => {
  let stamped: Sealed;
  let unstamped: Sealed;
  let authorityEnd: Date;

  beforeAll(async () => {
    tsa.relay.mode = 'pass';
    stamped = await seal();
    expect([stamped.documents[0]!.timestamped, stamped.signaturePage!.timestamped]).toEqual([true, true]);
    tsa.relay.mode = 'http-500';
    unstamped = await seal();
    expect(unstamped.documents[0]!.timestamped).toBe(false);
    tsa.relay.mode = 'pass';
    authorityEnd = new Date(new X509Certificate(tsa.credentials.certificatePem).validTo);
  });

  it('is scheduled in Redis by the worker, to repeat every ARCHIVE_RETIMESTAMP_EVERY_MS', async () => {
    const scheduler = await signing.queue.bullQueue.getJobScheduler('retimestamp-archive');
    expect(scheduler).toMatchObject({ name: 'retimestamp-archive', every: 6 * 60 * 60 * 1000 });
  });

  it('reads each sealed copy once for its last timestamp and queues none that holds beyond the horizon', async () => {
    const daysLeft = (authorityEnd.getTime() - Date.now()) / 86_400_000;
    const first = await scan(Math.floor(daysLeft) - 1);
    expect(first.queued).toEqual([]);
    expect(first.inspected).toBeGreaterThanOrEqual(4);

    const rows = await copyRows(stamped.requestId);
    expect(rows.map((row) => row.id)).toEqual([
      `${stamped.requestId}.${stamped.documents[0]!.documentId}`,
      `${stamped.requestId}.signature-page`,
    ]);
    for (const row of rows) {
      expect(row.version).toBe(0);
      expect(row.last_timestamp_valid_until).toEqual(authorityEnd);
    }
    // Sealed while the authority failed: no timestamp, never due.
    const plain = await copyRows(unstamped.requestId);
    expect(plain).toHaveLength(2);
    expect(plain.every((row) => row.last_timestamp_valid_until === null)).toBe(true);
  });

  it('appends the last timestamp’s validation data and a new document timestamp to each due copy, once', async () => {
    const daysLeft = (authorityEnd.getTime() - Date.now()) / 86_400_000;
    const horizon = Math.ceil(daysLeft) + 1;
    const due = await scan(horizon);
    const ids = [
      `${stamped.requestId}.${stamped.documents[0]!.documentId}`,
      `${stamped.requestId}.signature-page`,
    ];
    expect([...due.queued].sort()).toEqual([...ids].sort());
    expect(due.queued).not.toContain(`${unstamped.requestId}.signature-page`);

    const events = await eventually(async () => {
      const mine = retimestamped.filter((event) => event.requestId === stamped.requestId);
      return mine.length === 2 ? mine : undefined;
    }, 'both copies re-timestamped');

    // Run again, and the copies' jobs again at the version they were queued for: nothing more.
    expect((await scan(horizon)).queued).toEqual([]);
    const retimestamp = worker.context.get(RetimestampSealedCopyUseCase, { strict: false });
    for (const id of ids) expect(await retimestamp.execute(id, 0)).toBeUndefined();
    await signing.settled();
    expect(retimestamped.filter((event) => event.requestId === stamped.requestId)).toHaveLength(2);

    const sealedCopies = [stamped.documents[0]!, stamped.signaturePage!];
    for (const sealedCopy of sealedCopies) {
      const event = events.find((item) => item.previous?.blobKey === sealedCopy.blobKey)!;
      expect(event).toMatchObject({
        envelopeId: stamped.envelopeId,
        organizationId: stamped.organizationId,
        version: 1,
        previous: { documentId: sealedCopy.documentId, sha256: sealedCopy.sha256, sha1: sealedCopy.sha1 },
        current: { documentId: sealedCopy.documentId },
      });
      expect(timestampDate(event.timestampValidUntil!)).toEqual(authorityEnd);

      // The sealed file is still there as it was (recipients may hold it), the new one beside it.
      const before = await bytesOf(signing.blobs, sealedCopy.blobKey);
      expect(hashes(before)).toEqual({ sha256: sealedCopy.sha256, sha1: sealedCopy.sha1 });
      const current = event.current!;
      expect(current.blobKey).not.toBe(sealedCopy.blobKey);
      const after = await bytesOf(signing.blobs, current.blobKey);
      expect(hashes(after)).toEqual({ sha256: current.sha256, sha1: current.sha1 });
      expect(current.sizeBytes).toBe(BigInt(after.length));
      expect(after.subarray(0, before.length).equals(before)).toBe(true);

      const [row] = (await copyRows(stamped.requestId)).filter((item) => item.blob_key === current.blobKey);
      expect(row).toMatchObject({ version: 1, sha1: current.sha1 });

      const verdicts = await pdfsig(after);
      expect(verdicts.map((item) => item.fieldName).slice(-3)).toEqual([
        'Rubrica seal',
        'Document timestamp',
        'Document timestamp (2)',
      ]);
      // Poppler 22.12 cannot validate document timestamps (see long-term-validation.spec): the
      // seal must stay valid and no timestamp be called invalid; OpenSSL checks the tokens.
      const seal = verdicts.find((item) => item.fieldName === 'Rubrica seal')!;
      expect(seal.validation).toBe('Signature is Valid.');
      for (const stamp of verdicts.filter((item) => item.fieldName.startsWith('Document timestamp'))) {
        expect(stamp.validation).toMatch(/^Signature is Valid\.$|^Signature has not yet been verified\./);
      }
      expect((await qpdfCheck(after)).ok).toBe(true);
      for (const stamp of signatureContents(after).slice(-2)) {
        expect(
          await opensslVerifyToken(
            stamp.contents,
            digestByteRange(after, stamp.byteRange),
            tsa.credentials.authorityPem,
          ),
        ).toBe('Verification: OK');
      }
      const material = await signatureMaterial(after);
      expect(material.timestamps.map((item) => item.kind)).toEqual(['signature', 'document', 'document']);
      const dss = (await readDss(after))!;
      // The signer's and the authority's chain once; revocation data as each worker fetched it
      // (a replica other than the sealing one takes a fresh CRL and OCSP answer).
      expect(dss.certificates).toHaveLength(3);
      expect(dss.crls.length).toBeGreaterThanOrEqual(1);
      expect(dss.ocsps.length).toBeGreaterThanOrEqual(1);
      // The last document timestamp covers the validation data added for the one before it.
      expect(signatureContents(after).at(-1)!.byteRange[1]).toBeGreaterThan(after.lastIndexOf('/DSS'));
    }
  });

  it('leaves one new file and one event when two runs race on the same version', async () => {
    const again = await seal();
    await scan(1);
    const id = `${again.requestId}.${again.documents[0]!.documentId}`;
    const retimestamp = worker.context.get(RetimestampSealedCopyUseCase, { strict: false });
    const results = await Promise.all([retimestamp.execute(id, 0), retimestamp.execute(id, 0)]);
    const won = results.filter((result) => result !== undefined);
    expect(won).toHaveLength(1);
    await signing.settled();
    await eventually(
      async () =>
        retimestamped.some((event) => event.previous?.blobKey === again.documents[0]!.blobKey)
          ? true
          : undefined,
      'the winner’s event',
    );
    const events = retimestamped.filter((event) => event.previous?.blobKey === again.documents[0]!.blobKey);
    expect(events).toHaveLength(1);
    expect(events[0]!.current!.blobKey).toBe(won[0]!.blobKey);
    const prefix = again.documents[0]!.blobKey.replace(/\.pdf$/, '.v1-');
    const written: string[] = [];
    for await (const entry of signing.blobs.list(prefix)) written.push(entry.key);
    expect(written).toEqual([won[0]!.blobKey]);
  });
});
