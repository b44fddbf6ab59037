import { createHash, sign, X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@rubrica/errors';
import {
  completeExternalSignature,
  ensureDevelopmentCertificate,
  externalSignatureValue,
  prepareExternalSignature,
  signPdf,
  type SignerCredentials,
} from '../src/pdf/index.js';
import { isRetryable } from '../src/signing-requests/signing-requests.exception.js';
import { loadSigningWorkerConfig } from '../src/signing.config.js';
import { TimestampAuthority } from '../src/timestamps/timestamp-authority.client.js';
import { timestamperWithin } from '../src/timestamps/timestamper-within.util.js';
import { generateSandboxTsaCredentials } from '../src/tsa-sandbox/sandbox-tsa-credentials.js';
import { createSandboxTsa } from '../src/tsa-sandbox/sandbox-tsa-server.js';
import { pdfsig, qpdfCheck } from './pdf-checkers.js';
import { makeTestPdf } from './pdf-fixtures.js';
import { embeddedTimestamp, opensslVerifyToken, startTestTsa, type TestTsa } from './timestamp-fixtures.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

let dir: string;
let signer: SignerCredentials;
let tsa: TestTsa;

const authorityAt = (url: string, env: Record<string, string> = {}) =>
  new TimestampAuthority(
    loadSigningWorkerConfig({ LOG_LEVEL: 'silent', TSA_URL: url, TSA_TIMEOUT_MS: '2000', ...env }),
  );

/** The code a promise is refused with. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: AppError) => `${error.code}: ${error.message}`,
  );

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rubrica-timestamps-'));
  signer = (await ensureDevelopmentCertificate(join(dir, 'signer'))).credentials;
  tsa = await startTestTsa(join(dir, 'tsa'));
});

afterAll(async () => {
  await tsa?.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  tsa.relay.mode = 'pass';
  tsa.relay.requests.length = 0;
});

const opensslVerify = (token: Uint8Array, digest: Buffer) =>
  opensslVerifyToken(token, digest, tsa.credentials.authorityPem);

describe('signature timestamps (PAdES B-T) from the sandbox authority', () => {
  it('carries a token over the hash of the signature value, with the nonce sent, that pdfsig, qpdf and openssl accept', async () => {
    const authority = authorityAt(tsa.relay.url);
    const { pdf, timestamped } = await signPdf(await makeTestPdf({ pages: 2 }), {
      signer,
      name: 'Rubrica seal',
      timestamp: (value) => authority.stamp(value),
      timestampReserveBytes: authority.reserveBytes,
    });

    expect(timestamped).toBe(true);
    const stamp = embeddedTimestamp(pdf)!;
    expect(Buffer.from(stamp.info.messageImprint.hashedMessage.valueBlock.valueHexView)).toEqual(
      sha256(stamp.signatureValue),
    );
    expect(tsa.relay.requests).toHaveLength(1);
    const [sent] = tsa.relay.requests;
    expect(sent!.certReq).toBe(true);
    expect(sent!.nonce!.valueBlock.valueHexView.byteLength).toBe(16);
    expect(Buffer.from(stamp.info.nonce!.valueBlock.valueHexView)).toEqual(
      Buffer.from(sent!.nonce!.valueBlock.valueHexView),
    );

    expect((await pdfsig(pdf)).map((signature) => signature.validation)).toEqual(['Signature is Valid.']);
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    expect(await opensslVerify(stamp.token, sha256(stamp.signatureValue))).toBe('Verification: OK');
    // The same token says nothing about another signature value.
    expect(await opensslVerify(stamp.token, sha256(Buffer.from('forged')))).not.toContain('Verification: OK');
  });

  it("timestamps an external signer's signature when it is completed, leaving earlier signatures valid", async () => {
    const authority = authorityAt(tsa.relay.url);
    const sealed = await signPdf(await makeTestPdf(), { signer, name: 'First' });
    const prepared = await prepareExternalSignature(sealed.pdf, {
      certificateChain: signer.certificateChain,
      policy: 'icp-brasil-ad-rb',
      timestampReserveBytes: authority.reserveBytes,
    });
    const raw = sign('sha256', prepared.signedAttributesDer, signer.key);
    const value = externalSignatureValue(prepared.signedAttributesDer, raw, signer.certificateChain);
    const timestampToken = await authority.stamp(value);
    const signed = completeExternalSignature(
      prepared.preparedPdf,
      prepared.signedAttributesDer,
      raw,
      signer.certificateChain,
      { timestampToken },
    );

    const stamp = embeddedTimestamp(signed)!;
    expect(Buffer.from(stamp.token)).toEqual(Buffer.from(timestampToken));
    expect(Buffer.from(stamp.signatureValue)).toEqual(Buffer.from(value));
    expect((await pdfsig(signed)).map((signature) => signature.valid)).toEqual([true, true]);
    expect((await qpdfCheck(signed)).ok).toBe(true);
    expect(await opensslVerify(stamp.token, sha256(value))).toBe('Verification: OK');
    expect(embeddedTimestamp(sealed.pdf)).toBeUndefined();
  });

  it('authenticates with the basic credentials it is configured with', async () => {
    const authority = authorityAt(tsa.relay.url, {
      TSA_USERNAME: 'rubrica',
      TSA_PASSWORD: 'issued-by-the-tsa',
    });
    await authority.stamp(new Uint8Array(sha256(Buffer.from('authenticated'))));
    expect(tsa.relay.authorizations.at(-1)).toBe(
      `Basic ${Buffer.from('rubrica:issued-by-the-tsa').toString('base64')}`,
    );
  });

  it('refuses an authority that is down, fails, or answers for another imprint or nonce', async () => {
    const value = new Uint8Array(sha256(Buffer.from('a signature value')));
    const closed = await startTestTsa(join(dir, 'closed'));
    const closedUrl = closed.relay.url;
    await closed.close();
    expect(await refusal(authorityAt(closedUrl).stamp(value))).toMatch(/^timestamp\.unavailable: .*reached/);
    // In production the SSRF guard keeps the authority off loopback, as every outbound call.
    const production = new TimestampAuthority({
      ...loadSigningWorkerConfig({ LOG_LEVEL: 'silent', TSA_URL: tsa.relay.url }),
      NODE_ENV: 'production',
    });
    expect(await refusal(production.stamp(value))).toMatch(/private or reserved network address/);
    expect(tsa.relay.requests).toHaveLength(0);

    const authority = authorityAt(tsa.relay.url);
    tsa.relay.mode = 'http-500';
    expect(await refusal(authority.stamp(value))).toBe(
      'timestamp.unavailable: The timestamp authority answered HTTP 500.',
    );
    tsa.relay.mode = 'other-imprint';
    expect(await refusal(authority.stamp(value))).toBe(
      'timestamp.invalid_answer: The token stamps another message imprint.',
    );
    tsa.relay.mode = 'other-nonce';
    expect(await refusal(authority.stamp(value))).toBe(
      'timestamp.invalid_answer: The token does not carry the nonce of the request.',
    );
  });

  it('refuses a token whose certificate is not a timestamping one, or whose signature does not verify', async () => {
    const value = new Uint8Array(sha256(Buffer.from('another signature value')));
    const other = await generateSandboxTsaCredentials();
    const notForTimestamping = {
      ...tsa.credentials,
      certificatePem: new X509Certificate(signer.certificateChain[0]!).toString(),
      keyPem: signer.key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    const wrongKey = { ...tsa.credentials, keyPem: other.keyPem };
    for (const [credentials, expected] of [
      [
        notForTimestamping,
        "timestamp.invalid_answer: The authority's certificate is not one for timestamping.",
      ],
      [wrongKey, "timestamp.invalid_answer: The token's signature does not verify."],
    ] as const) {
      const rogue = createSandboxTsa({ credentials });
      const url = await rogue.listen(0, '127.0.0.1');
      try {
        expect(await refusal(authorityAt(url).stamp(value))).toBe(expected);
      } finally {
        await rogue.close();
      }
    }
  });

  it('fails a run while a retry still starts before the deadline, then signs without a token', async () => {
    tsa.relay.mode = 'http-500';
    const authority = authorityAt(tsa.relay.url, { TSA_DEADLINE_MS: '5000' });
    const skipped: string[] = [];
    const runOf = (number: number, requestedAt = new Date()) =>
      timestamperWithin(authority, {
        requestedAt,
        attempt: { number, of: 5 },
        backoffMs: 1000,
        onSkipped: (reason) => skipped.push(reason),
      })!;
    const source = await makeTestPdf();

    // Run 1 of 5: the next starts 1 s later, well before the deadline: this run fails, retryably.
    const failed = await signPdf(source, { signer, timestamp: runOf(1) }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AppError);
    expect((failed as AppError).code).toBe('timestamp.unavailable');
    expect(isRetryable(failed)).toBe(true);
    expect(skipped).toEqual([]);

    // Run 4 of 5: the next would start 8 s later, past the deadline: the seal goes without a token,
    // and the run's next signature does not wait for the authority again.
    const lastChance = runOf(4);
    const late = await signPdf(source, { signer, timestamp: lastChance });
    expect(late.timestamped).toBe(false);
    expect(embeddedTimestamp(late.pdf)).toBeUndefined();
    expect(skipped).toEqual(['The timestamp authority answered HTTP 500.']);
    const askedInRun = tsa.relay.requests.length;
    expect((await signPdf(source, { signer, timestamp: lastChance })).timestamped).toBe(false);
    expect(tsa.relay.requests).toHaveLength(askedInRun);
    expect(skipped.at(-1)).toBe('the authority failed earlier in this run');
    expect((await pdfsig(late.pdf)).map((signature) => signature.valid)).toEqual([true]);
    expect((await qpdfCheck(late.pdf)).ok).toBe(true);

    // A request older than the deadline does not ask the authority at all.
    const asked = tsa.relay.requests.length;
    const expired = await signPdf(source, { signer, timestamp: runOf(1, new Date(Date.now() - 6_000)) });
    expect(expired.timestamped).toBe(false);
    expect(tsa.relay.requests).toHaveLength(asked);
    expect(skipped.at(-1)).toBe('the timestamp deadline has passed');
  });

  it('needs no timestamper when no authority is configured', () => {
    const none = new TimestampAuthority(loadSigningWorkerConfig({ LOG_LEVEL: 'silent' }));
    expect(none.configured).toBe(false);
    expect(none.reserveBytes).toBe(0);
    const run = { requestedAt: new Date(), attempt: { number: 1, of: 1 }, backoffMs: 1, onSkipped: () => {} };
    expect(timestamperWithin(none, run)).toBeUndefined();
  });
});
