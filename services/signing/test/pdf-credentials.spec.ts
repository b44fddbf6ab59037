import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { specTemporaryDirectory } from '@rubrica/testing';
import { ensureDevelopmentCertificate, loadPkcs12, PdfErrorCode, signPdf } from '../src/pdf/index.js';
import { pdfsig } from './pdf-checkers.js';
import { makeTestPdf } from './pdf-fixtures.js';
import { pkcs12File, selfSignedCertificate } from './openssl-credentials.js';

const run = promisify(execFile);
const dir = specTemporaryDirectory('rubrica-pdf-credentials-');

describe('ensureDevelopmentCertificate', () => {
  it('generates a certificate on first use, says so once, and reuses it afterwards', async () => {
    const lines: string[] = [];
    const logger = { info: (message: string) => lines.push(message) };
    const target = join(dir, 'dev');
    const first = await ensureDevelopmentCertificate(target, { logger });
    const second = await ensureDevelopmentCertificate(target, { logger });

    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(first.path);
    expect(
      Buffer.from(second.credentials.certificateChain[0]).equals(
        Buffer.from(first.credentials.certificateChain[0]),
      ),
    ).toBe(true);
    const certificate = new X509Certificate(first.credentials.certificateChain[0]);
    expect(certificate.subject).toContain('CN=Rubrica development seal');
    expect(certificate.checkPrivateKey(first.credentials.key)).toBe(true);
    expect((await readFile(first.path, 'utf8')).match(/-----BEGIN /g)).toHaveLength(2);

    const { pdf } = await signPdf(await makeTestPdf(), { signer: second.credentials });
    expect((await pdfsig(pdf))[0].valid).toBe(true);
  });

  it('agrees on one certificate when two processes start at once', async () => {
    const target = join(dir, 'race');
    const [a, b] = await Promise.all([
      ensureDevelopmentCertificate(target),
      ensureDevelopmentCertificate(target),
    ]);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
    expect(
      Buffer.from(a.credentials.certificateChain[0]).equals(Buffer.from(b.credentials.certificateChain[0])),
    ).toBe(true);
  });
});

describe('loadPkcs12', () => {
  let leafKey: string;
  let leafCert: string;
  let caCert: string;

  beforeAll(async () => {
    // A CA and a leaf it issued, so the file carries a chain.
    const path = (name: string) => join(dir, name);
    await selfSignedCertificate({ key: path('ca.key'), certificate: path('ca.crt') }, '/CN=Teste AC');
    await run('openssl', [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=Empresa Teste',
      '-keyout',
      path('leaf.key'),
      '-out',
      path('leaf.csr'),
    ]);
    await run('openssl', [
      'x509',
      '-req',
      '-in',
      path('leaf.csr'),
      '-CA',
      path('ca.crt'),
      '-CAkey',
      path('ca.key'),
      '-CAcreateserial',
      '-days',
      '30',
      '-out',
      path('leaf.crt'),
    ]);
    leafKey = path('leaf.key');
    leafCert = path('leaf.crt');
    caCert = path('ca.crt');
  });

  it.each([
    ['OpenSSL 3 default (PBES2, AES-256, HMAC-SHA-256)', []],
    ['legacy (3DES key, RC2 certificates, SHA-1 MAC)', ['-legacy']],
  ])('reads a %s file into a KeyObject and a chain, signer first', async (_label, flags) => {
    const file = join(dir, `bundle${flags.join('')}.p12`);
    await pkcs12File(file, {
      key: leafKey,
      certificate: leafCert,
      chain: caCert,
      password: 'segredo',
      flags,
    });
    const credentials = await loadPkcs12(await readFile(file), 'segredo');

    expect(credentials.key.type).toBe('private');
    expect(credentials.certificateChain.map((der) => new X509Certificate(der).subject)).toEqual([
      'CN=Empresa Teste',
      'CN=Teste AC',
    ]);
    const { pdf } = await signPdf(await makeTestPdf(), { signer: credentials });
    expect((await pdfsig(pdf))[0].valid).toBe(true);
  });

  it('refuses a wrong password and a file that is not PKCS#12', async () => {
    const file = join(dir, 'wrong.p12');
    await pkcs12File(file, { key: leafKey, certificate: leafCert, password: 'certa' });
    await expect(loadPkcs12(await readFile(file), 'errada')).rejects.toMatchObject({
      code: PdfErrorCode.InvalidCredentials,
    });
    await writeFile(join(dir, 'junk.p12'), 'not a pkcs12 file');
    await expect(loadPkcs12(await readFile(join(dir, 'junk.p12')), 'x')).rejects.toMatchObject({
      code: PdfErrorCode.InvalidCredentials,
    });
  });
});
