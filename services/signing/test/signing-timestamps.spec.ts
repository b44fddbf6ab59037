import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { specTemporaryDirectory } from '@rubrica/testing';
import { digestByteRange } from '../src/pdf/digest-byte-range.util.js';
import { pdfsig, qpdfCheck } from './pdf-checkers.js';
import { startSigningWorker, type SigningWorkerHarness } from './signing-worker-harness.js';
import { bytesOf, sealNewEnvelope } from './signing-test-requests.js';
import { readDss, signatureContents } from './ltv-fixtures.js';
import { embeddedTimestamp, opensslVerifyToken, startTestTsa, type TestTsa } from './timestamp-fixtures.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

const dir = specTemporaryDirectory('rubrica-signing-timestamps-');
let tsa: TestTsa;
// Two workers on the same authority: one whose wait for it no busy machine can outlast, so a seal
// that should be timestamped is; one with a short deadline, for the authority that keeps failing.
let signing: SigningWorkerHarness;
let hurried: SigningWorkerHarness;

beforeAll(async () => {
  tsa = await startTestTsa(join(dir, 'tsa'));
  const retries = { SIGNING_JOB_ATTEMPTS: '8', SIGNING_JOB_BACKOFF_MS: '200' };
  [signing, hurried] = await Promise.all([
    startSigningWorker('timestamps', {
      TSA_URL: tsa.relay.url,
      TSA_TIMEOUT_MS: '30000',
      TSA_DEADLINE_MS: '300000',
      ...retries,
    }),
    startSigningWorker('timestamps-deadline', {
      TSA_URL: tsa.relay.url,
      TSA_TIMEOUT_MS: '1000',
      // Runs 0.2, 0.6, 1.4 and 3 s after the first: the fifth's retry would start past the deadline
      // (8 attempts allowed, so it is the deadline that ends the wait, not the attempts).
      TSA_DEADLINE_MS: '5000',
      ...retries,
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([signing?.close(), hurried?.close()]);
  await tsa?.close();
});

describe('sealing with a timestamp authority', () => {
  it('timestamps every seal (documents and signature page), adds its validation data and a document timestamp', async () => {
    tsa.relay.mode = 'pass';
    const sealed = await sealNewEnvelope(signing, 'TS1');
    const revisions = [...sealed.documents!, sealed.signaturePage!];
    expect(revisions.map((revision) => revision.timestamped)).toEqual([true, true]);
    for (const revision of revisions) {
      const pdf = await bytesOf(signing.blobs, revision.blobKey!);
      const [seal, documentStamp] = signatureContents(pdf).slice(-2);
      const stamp = embeddedTimestamp(pdf.subarray(0, seal!.byteRange[2] + seal!.byteRange[3]))!;
      expect(Buffer.from(stamp.info.messageImprint.hashedMessage.valueBlock.valueHexView)).toEqual(
        sha256(stamp.signatureValue),
      );
      const verdicts = await pdfsig(pdf);
      expect(verdicts.map((item) => item.fieldName).slice(-2)).toEqual([
        'Rubrica seal',
        'Document timestamp',
      ]);
      expect(verdicts.slice(0, -1).every((signature) => signature.valid)).toBe(true);
      expect((await qpdfCheck(pdf)).ok).toBe(true);
      const dss = (await readDss(pdf))!;
      expect([dss.certificates.length, dss.crls.length, dss.ocsps.length]).toEqual([3, 1, 1]);
      expect(
        await opensslVerifyToken(
          documentStamp!.contents,
          digestByteRange(pdf, documentStamp!.byteRange),
          tsa.credentials.authorityPem,
        ),
      ).toBe('Verification: OK');
    }
  });

  it('retries a failing authority as the job, then seals without a token once the deadline is past', async () => {
    tsa.relay.mode = 'http-500';
    tsa.relay.requests.length = 0;
    const started = Date.now();
    const sealed = await sealNewEnvelope(hurried, 'TS2');
    const revisions = [...sealed.documents!, sealed.signaturePage!];
    expect(revisions.map((revision) => revision.timestamped)).toEqual([false, false]);
    // The job ran again while a run could still start before the deadline (how many times depends
    // on how busy the machine is).
    expect(tsa.relay.requests.length).toBeGreaterThanOrEqual(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    for (const revision of revisions) {
      const pdf = await bytesOf(hurried.blobs, revision.blobKey!);
      expect(embeddedTimestamp(pdf)).toBeUndefined();
      expect(Buffer.from(pdf).includes('/DocTimeStamp')).toBe(false);
      expect((await pdfsig(pdf)).every((signature) => signature.valid)).toBe(true);
    }
  });
});
