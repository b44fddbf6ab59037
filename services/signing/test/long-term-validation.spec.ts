import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDocumentTimestamp,
  ensureDevelopmentCertificate,
  signPdf,
  type SignerCredentials,
} from '../src/pdf/index.js';
import { digestByteRange } from '../src/pdf/digest-byte-range.util.js';
import { loadSigningWorkerConfig } from '../src/signing.config.js';
import { TimestampAuthority } from '../src/timestamps/timestamp-authority.client.js';
import { pdfsig, qpdfCheck, type PdfsigSignature } from './pdf-checkers.js';
import { makeTestPdf } from './pdf-fixtures.js';
import { signatureContents } from './ltv-fixtures.js';
import { opensslVerifyToken, startTestTsa, type TestTsa } from './timestamp-fixtures.js';

let dir: string;
let signer: SignerCredentials;
let tsa: TestTsa;
let authority: TimestampAuthority;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rubrica-ltv-'));
  signer = (await ensureDevelopmentCertificate(join(dir, 'signer'))).credentials;
  tsa = await startTestTsa(join(dir, 'tsa'));
  authority = new TimestampAuthority(
    loadSigningWorkerConfig({ LOG_LEVEL: 'silent', TSA_URL: tsa.url, TSA_TIMEOUT_MS: '2000' }),
  );
});

afterAll(async () => {
  await tsa?.close();
  await rm(dir, { recursive: true, force: true });
});

const opensslVerify = (token: Uint8Array, digest: Buffer) =>
  opensslVerifyToken(token, digest, tsa.credentials.authorityPem);

/**
 * Poppler 22.12 (Debian 12) finds a document timestamp, its signer and its range but does not
 * validate ETSI.RFC3161 ("Unable to validate this type of signature"): it must not call it invalid,
 * and OpenSSL checks the token itself.
 */
function expectTimestampNotRefused(verdict: PdfsigSignature): void {
  expect(verdict.validation).toMatch(/^Signature is Valid\.$|^Signature has not yet been verified\./);
}

const sealed = async () =>
  (
    await signPdf(await makeTestPdf({ pages: 2 }), {
      signer,
      name: 'Rubrica seal',
      timestamp: (value) => authority.stamp(value),
      timestampReserveBytes: authority.reserveBytes,
    })
  ).pdf;

describe('document timestamps (PAdES B-LTA)', () => {
  it('appends a DocTimeStamp over the whole file that openssl verifies, keeping the seal valid', async () => {
    const source = await sealed();
    const { pdf, fieldName } = await addDocumentTimestamp(source, {
      timestamp: (digest) => authority.stampDigest(digest),
    });

    expect(fieldName).toBe('Document timestamp');
    expect(Buffer.from(pdf.subarray(0, source.length)).equals(Buffer.from(source))).toBe(true);
    const text = Buffer.from(pdf).toString('latin1', source.length);
    expect(text).toContain('/Type /DocTimeStamp');
    expect(text).toContain('/SubFilter /ETSI.RFC3161');
    const verdicts = await pdfsig(pdf);
    expect(verdicts.map((item) => item.fieldName)).toEqual(['Rubrica seal', 'Document timestamp']);
    expect(verdicts[0]!.validation).toBe('Signature is Valid.');
    expect(verdicts[1]!.totalDocumentSigned).toBe(true);
    expectTimestampNotRefused(verdicts[1]!);
    expect((await qpdfCheck(pdf)).ok).toBe(true);

    const last = signatureContents(pdf).at(-1)!;
    const digest = digestByteRange(pdf, last.byteRange);
    expect(await opensslVerify(last.contents, digest)).toBe('Verification: OK');
    expect(
      await opensslVerify(last.contents, digestByteRange(source, signatureContents(source)[0]!.byteRange)),
    ).not.toBe('Verification: OK');
  });

  it('appends nothing when the timestamper gives no token', async () => {
    const source = await sealed();
    const result = await addDocumentTimestamp(source, { timestamp: () => Promise.resolve(undefined) });
    expect(result.fieldName).toBeUndefined();
    expect(Buffer.from(result.pdf).equals(Buffer.from(source))).toBe(true);
  });

  it('refuses a token larger than the room reserved for it', async () => {
    const source = await sealed();
    await expect(
      addDocumentTimestamp(source, {
        reserveBytes: 1024,
        timestamp: (digest) => authority.stampDigest(digest),
      }),
    ).rejects.toMatchObject({ code: 'pdf.signature_too_large' });
  });
});
