import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { createServer } from 'node:http';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  addDocumentTimestamp,
  addValidationData,
  ensureDevelopmentCertificate,
  signatureMaterial,
  signPdf,
  type SignerCredentials,
} from '../src/pdf/index.js';
import { digestByteRange } from '../src/pdf/digest-byte-range.util.js';
import { loadSigningWorkerConfig } from '../src/signing.config.js';
import { LongTermValidation } from '../src/timestamps/long-term-validation.provider.js';
import { RevocationSources } from '../src/timestamps/revocation-data.client.js';
import { TimestampAuthority } from '../src/timestamps/timestamp-authority.client.js';
import {
  ensureSandboxTsaCredentials,
  generateSandboxTsaCredentials,
} from '../src/tsa-sandbox/sandbox-tsa-credentials.js';
import { SandboxRevocation } from '../src/tsa-sandbox/sandbox-revocation.js';
import { createSandboxTsa } from '../src/tsa-sandbox/sandbox-tsa-server.js';
import { pdfsig, qpdfCheck, type PdfsigSignature } from './pdf-checkers.js';
import { makeTestPdf } from './pdf-fixtures.js';
import { opensslVerifyCrl, opensslVerifyOcsp, readDss, signatureContents } from './ltv-fixtures.js';
import { opensslVerifyToken, startTestTsa, type TestTsa } from './timestamp-fixtures.js';
import { freePort } from '@rubrica/testing';

let dir: string;
let signer: SignerCredentials;
let tsa: TestTsa;
let authority: TimestampAuthority;
let config: ReturnType<typeof loadSigningWorkerConfig>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rubrica-ltv-'));
  signer = (await ensureDevelopmentCertificate(join(dir, 'signer'))).credentials;
  tsa = await startTestTsa(join(dir, 'tsa'));
  config = loadSigningWorkerConfig({ LOG_LEVEL: 'silent', TSA_URL: tsa.relay.url, TSA_TIMEOUT_MS: '2000' });
  authority = new TimestampAuthority(config);
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

const der = (pem: string) => Buffer.from(new X509Certificate(pem).raw);

describe('long-term validation data (PAdES B-LT) from the sandbox CA', () => {
  it("adds a DSS with every certificate, the CA's CRL and an OCSP answer, then a document timestamp", async () => {
    const source = await sealed();
    const ltv = new LongTermValidation(new RevocationSources(config), authority);
    const result = await ltv.extend(source, (digest) => authority.stampDigest(digest));

    expect(result).toMatchObject({ validationData: true, documentTimestamp: true, missing: [] });
    const { pdf } = result;
    expect(Buffer.from(pdf.subarray(0, source.length)).equals(Buffer.from(source))).toBe(true);
    const dss = (await readDss(pdf))!;
    const held = new Set(dss.certificates.map((item) => item.toString('base64')));
    for (const certificate of [
      Buffer.from(signer.certificateChain[0]!),
      der(tsa.credentials.certificatePem),
      der(tsa.credentials.authorityPem),
    ]) {
      expect(held.has(certificate.toString('base64'))).toBe(true);
    }
    expect(dss.certificates).toHaveLength(3);
    expect(dss.vri).toBe(false);
    expect(dss.crls).toHaveLength(1);
    expect(dss.ocsps).toHaveLength(1);
    const crl = pkijs.CertificateRevocationList.fromBER(dss.crls[0]!);
    expect(crl.revokedCertificates ?? []).toEqual([]);
    expect(await opensslVerifyCrl(dss.crls[0]!, tsa.credentials.authorityPem)).toContain('verify OK');
    expect(
      await opensslVerifyOcsp(dss.ocsps[0]!, tsa.credentials.authorityPem, tsa.credentials.certificatePem),
    ).toMatch(/cert\.pem: good[\s\S]*Response verify OK/);

    const verdicts = await pdfsig(pdf);
    expect(verdicts.map((item) => item.fieldName)).toEqual(['Rubrica seal', 'Document timestamp']);
    expect(verdicts[0]!.validation).toBe('Signature is Valid.');
    expectTimestampNotRefused(verdicts[1]!);
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    const last = signatureContents(pdf).at(-1)!;
    expect(await opensslVerify(last.contents, digestByteRange(pdf, last.byteRange))).toBe('Verification: OK');
    // The DSS revision sits under the document timestamp: it covers the validation data too.
    expect(last.byteRange[1]).toBeGreaterThan(Buffer.from(pdf).lastIndexOf('/DSS'));
  });

  it('stamps an archived file again, keeping its DSS and every earlier signature and timestamp', async () => {
    const ltv = new LongTermValidation(new RevocationSources(config), authority);
    const first = await ltv.extend(await sealed(), (digest) => authority.stampDigest(digest));
    const again = await ltv.extend(first.pdf, (digest) => authority.stampDigest(digest));

    // The same authority, CRL and OCSP answer (kept until their next update): nothing new to store.
    expect(again).toMatchObject({ validationData: false, documentTimestamp: true });
    const material = await signatureMaterial(again.pdf);
    expect(material.timestamps.map((item) => item.kind)).toEqual(['signature', 'document', 'document']);
    expect(material.timestamps[2]!.certificateNotAfter).toEqual(
      new Date(new X509Certificate(tsa.credentials.certificatePem).validTo),
    );
    const dss = (await readDss(again.pdf))!;
    expect([dss.certificates.length, dss.crls.length, dss.ocsps.length]).toEqual([3, 1, 1]);
    const verdicts = await pdfsig(again.pdf);
    expect(verdicts.map((item) => item.fieldName)).toEqual([
      'Rubrica seal',
      'Document timestamp',
      'Document timestamp (2)',
    ]);
    expect(verdicts[0]!.validation).toBe('Signature is Valid.');
    verdicts.slice(1).forEach(expectTimestampNotRefused);
    expect((await qpdfCheck(again.pdf)).ok).toBe(true);
    for (const stamp of signatureContents(again.pdf).slice(1)) {
      expect(await opensslVerify(stamp.contents, digestByteRange(again.pdf, stamp.byteRange))).toBe(
        'Verification: OK',
      );
    }
  });

  it('extends a DSS without repeating what it holds, adding only what is new', async () => {
    const source = await sealed();
    const certificate = Buffer.from(signer.certificateChain[0]!);
    const once = await addValidationData(source, { certificates: [certificate] });
    expect(once.added).toEqual({ certificates: 1, crls: 0, ocsps: 0 });
    const same = await addValidationData(once.pdf, { certificates: [certificate] });
    expect(same.added).toEqual({ certificates: 0, crls: 0, ocsps: 0 });
    expect(Buffer.from(same.pdf).equals(Buffer.from(once.pdf))).toBe(true);
    const more = await addValidationData(once.pdf, {
      certificates: [certificate, der(tsa.credentials.authorityPem)],
    });
    expect(more.added).toEqual({ certificates: 1, crls: 0, ocsps: 0 });
    expect((await readDss(more.pdf))!.certificates).toHaveLength(2);
    expect((await pdfsig(more.pdf)).map((item) => item.validation)).toEqual(['Signature is Valid.']);
    expect((await qpdfCheck(more.pdf)).ok).toBe(true);
  });

  it("refuses revocation data its certificate's issuer did not sign, or that is not what was asked", async () => {
    // A server at the published address whose CRL and OCSP answers are signed by another CA.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const { credentials } = await ensureSandboxTsaCredentials(join(dir, 'rogue'), url);
    const other = await generateSandboxTsaCredentials();
    const rogue = createSandboxTsa({
      credentials: { ...credentials, authorityKeyPem: other.authorityKeyPem },
    });
    await rogue.listen(port, '127.0.0.1');
    const chain = [der(credentials.certificatePem), der(credentials.authorityPem)];
    // The SSRF guard lets through only the ports it knows: the configured authority's.
    const elsewhere = await new RevocationSources(config).gather(chain);
    expect(elsewhere.missing.map((line) => line.replace(/ for .*: /, ': '))).toEqual([
      `CRL ${url}crl: Port ${port} cannot be called.`,
      `OCSP ${url}ocsp: Port ${port} cannot be called.`,
    ]);
    const sources = new RevocationSources(
      loadSigningWorkerConfig({ LOG_LEVEL: 'silent', TSA_URL: url, TSA_TIMEOUT_MS: '2000' }),
    );
    try {
      const refused = await sources.gather(chain);
      expect(refused.crls).toEqual([]);
      expect(refused.ocsps).toEqual([]);
      expect(refused.missing.map((line) => line.replace(/ for .*: /, ': '))).toEqual([
        `CRL ${url}crl: the CRL is not signed by the certificate's issuer`,
        `OCSP ${url}ocsp: the answer is not signed for the certificate's issuer`,
      ]);
    } finally {
      await rogue.close();
    }

    // Nothing answers there any more, or something that speaks neither.
    const down = await sources.gather(chain);
    expect(down.missing).toHaveLength(2);
    const garbage = createServer((_request, response) => response.end('not DER'));
    await new Promise<void>((resolve) => garbage.listen(port, '127.0.0.1', resolve));
    try {
      const unreadable = await sources.gather(chain);
      expect(unreadable.missing.map((line) => line.replace(/ for .*: /, ': '))).toEqual([
        `CRL ${url}crl: the answer is not a CRL`,
        `OCSP ${url}ocsp: the answer is not an OCSP response`,
      ]);
    } finally {
      await new Promise((resolve) => garbage.close(resolve));
    }
    // Self-signed certificates have nothing to ask for.
    expect(await sources.gather([Buffer.from(signer.certificateChain[0]!)])).toEqual({
      crls: [],
      ocsps: [],
      missing: [],
    });
  });

  it('refuses an OCSP answer that failed, is about another certificate or carries another nonce', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const { credentials } = await ensureSandboxTsaCredentials(join(dir, 'ocsp-rules'), url);
    const revocation = new SandboxRevocation(credentials);
    const [certificate, issuer] = [credentials.certificatePem, credentials.authorityPem].map((pem) =>
      pkijs.Certificate.fromBER(der(pem)),
    );
    const askAbout = async (subject: pkijs.Certificate, nonce?: Buffer) => {
      const request = new pkijs.OCSPRequest();
      await request.createForCertificate(subject, { hashAlgorithm: 'SHA-1', issuerCertificate: issuer! });
      if (nonce) {
        request.tbsRequest.requestExtensions = [
          new pkijs.Extension({
            extnID: '1.3.6.1.5.5.7.48.1.2',
            extnValue: new asn1js.OctetString({ valueHex: new Uint8Array(nonce) }).toBER(false),
          }),
        ];
      }
      return revocation.ocsp(new Uint8Array(request.toSchema(true).toBER(false)));
    };
    const answers: Record<string, () => Promise<Uint8Array>> = {
      failed: () => revocation.ocsp(new Uint8Array(Buffer.from('not a request'))),
      'other certificate': () => askAbout(issuer!),
      'other nonce': () => askAbout(certificate!, Buffer.alloc(16, 7)),
    };
    let mode = 'failed';
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const answer = request.url === '/crl' ? revocation.crl() : answers[mode]!();
        void answer.then((body) => response.end(Buffer.from(body)));
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const sources = new RevocationSources(
      loadSigningWorkerConfig({ LOG_LEVEL: 'silent', TSA_URL: url, TSA_TIMEOUT_MS: '2000' }),
    );
    const chain = [der(credentials.certificatePem), der(credentials.authorityPem)];
    try {
      const refusals: string[] = [];
      for (mode of Object.keys(answers)) {
        const gathered = await sources.gather(chain);
        expect(gathered.crls).toHaveLength(1);
        expect(gathered.ocsps).toEqual([]);
        refusals.push(...gathered.missing.map((line) => line.replace(/^.* for .*: /, '')));
      }
      expect(refusals).toEqual([
        'the responder answered status 1',
        'the answer is about another certificate',
        'the answer carries another nonce',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
