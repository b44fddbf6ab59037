import { X509Certificate } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PlatformSigner } from '../src/platform-certificate/platform-signer.provider.js';
import { signPdf } from '../src/pdf/index.js';
import { loadSigningWorkerConfig } from '../src/signing.config.js';
import { makeTestPdf } from './pdf-fixtures.js';
import { pdfsig } from './pdf-checkers.js';
import { pkcs12File, selfSignedCertificate } from './openssl-credentials.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rubrica-platform-signer-'));
});

afterAll(async () => {
  jest.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const subjectsOf = (chain: Uint8Array[]) => chain.map((der) => new X509Certificate(der).subject);

describe('the platform sealing certificate', () => {
  it('is read from the configured PKCS#12 file with its password', async () => {
    const key = join(dir, 'seal.key');
    const certificate = join(dir, 'seal.crt');
    const bundle = join(dir, 'seal.p12');
    await selfSignedCertificate({ key, certificate }, '/CN=Rubrica Seal Test');
    await pkcs12File(bundle, { key, certificate, password: 'selo' });
    const signer = new PlatformSigner(
      loadSigningWorkerConfig({
        SIGNING_PKCS12_PATH: bundle,
        SIGNING_PKCS12_PASSWORD: 'selo',
        SIGNING_DATA_DIR: join(dir, 'unused'),
      }),
    );
    const credentials = await signer.get();
    expect(subjectsOf(credentials.certificateChain)).toEqual(['CN=Rubrica Seal Test']);
    expect((await pdfsig((await signPdf(await makeTestPdf(), { signer: credentials })).pdf))[0].valid).toBe(
      true,
    );
    await expect(readdir(join(dir, 'unused'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a wrong PKCS#12 password, and tries the file again on the next use', async () => {
    const signer = new PlatformSigner(
      loadSigningWorkerConfig({
        SIGNING_PKCS12_PATH: join(dir, 'seal.p12'),
        SIGNING_PKCS12_PASSWORD: 'wrong',
      }),
    );
    await expect(signer.get()).rejects.toMatchObject({ code: 'pdf.invalid_credentials' });
    await expect(signer.get()).rejects.toMatchObject({ code: 'pdf.invalid_credentials' });
  });

  it('is a development certificate in the data dir without one, generated once with a log line', async () => {
    const warnings: string[] = [];
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((message: unknown) => void warnings.push(String(message)));
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const dataDir = join(dir, 'data');
    const config = loadSigningWorkerConfig({ SIGNING_DATA_DIR: dataDir });

    const first = await new PlatformSigner(config).get();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(dataDir);
    const second = await new PlatformSigner(config).get();
    expect(warnings).toHaveLength(1);
    expect(subjectsOf(second.certificateChain)).toEqual(subjectsOf(first.certificateChain));
    expect(Buffer.from(second.certificateChain[0]).equals(Buffer.from(first.certificateChain[0]))).toBe(true);
  });
});
