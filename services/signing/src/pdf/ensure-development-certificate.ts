import { randomBytes, webcrypto } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadPemCredentials } from './load-pem-credentials.js';
import type { SignerCredentials } from './signer.types.js';
import { toArrayBuffer } from './to-array-buffer.util.js';

export interface DevelopmentCertificate {
  credentials: SignerCredentials;
  /** The PEM file holding the key and the certificate. */
  path: string;
  /** True when this call generated it. */
  created: boolean;
}

export interface DevelopmentCertificateOptions {
  /** Receives the one line that says a certificate was generated (a pino logger fits). */
  logger?: { info(message: string): void };
}

const fileName = 'platform-signing.pem';
const subject = {
  country: 'BR',
  organization: 'Rubrica (development)',
  commonName: 'Rubrica development seal',
};

/**
 * The platform's sealing certificate on a developer machine: a self-signed RSA certificate and key,
 * generated on first use and reused afterwards. PEM, which every reader accepts (OpenSSL 3's default
 * PKCS#12 is not). Concurrent first runs agree on one file: it is published with link(), which
 * fails if another process got there first.
 */
export async function ensureDevelopmentCertificate(
  dir: string,
  options: DevelopmentCertificateOptions = {},
): Promise<DevelopmentCertificate> {
  const path = join(dir, fileName);
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined) return { credentials: loadPemCredentials(existing), path, created: false };

  await mkdir(dir, { recursive: true });
  const pem = await generateSelfSigned();
  const temporary = join(dir, `.${fileName}.${process.pid}.${randomBytes(4).toString('hex')}`);
  await writeFile(temporary, pem, { mode: 0o600 });
  let created = true;
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false;
  } finally {
    await rm(temporary, { force: true });
  }
  const text = created ? pem : await readFile(path, 'utf8');
  if (created) {
    options.logger?.info(
      `Generated a self-signed development signing certificate at ${path}; PDF viewers will report its issuer as untrusted. Configure a real certificate in production.`,
    );
  }
  return { credentials: loadPemCredentials(text), path, created };
}

async function generateSelfSigned(): Promise<string> {
  // Only the first run on a machine generates a certificate: the libraries are loaded for it alone.
  const asn1js = await import('asn1js');
  const pkijs = await import('pkijs');
  const algorithm = {
    name: 'RSASSA-PKCS1-v1_5',
    modulusLength: 3072,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;

  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = randomBytes(16);
  // Positive, and without a leading zero byte: DER wants the shortest encoding, and OpenSSL (Node's
  // X509Certificate, pdfsig's NSS too) refuses a certificate whose serial is padded.
  serial[0] = (serial[0]! & 0x7f) | 0x10;
  certificate.serialNumber = new asn1js.Integer({ valueHex: toArrayBuffer(serial) });
  for (const name of [certificate.subject, certificate.issuer]) {
    name.typesAndValues.push(
      new pkijs.AttributeTypeAndValue({
        type: '2.5.4.6',
        value: new asn1js.PrintableString({ value: subject.country }),
      }),
      new pkijs.AttributeTypeAndValue({
        type: '2.5.4.10',
        value: new asn1js.Utf8String({ value: subject.organization }),
      }),
      new pkijs.AttributeTypeAndValue({
        type: '2.5.4.3',
        value: new asn1js.Utf8String({ value: subject.commonName }),
      }),
    );
  }
  const now = Date.now();
  certificate.notBefore.value = new Date(now - 24 * 3600 * 1000);
  certificate.notAfter.value = new Date(now + 10 * 365 * 24 * 3600 * 1000);
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);

  const keyUsage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 }); // digitalSignature, nonRepudiation
  const keyId = await webcrypto.subtle.digest(
    'SHA-1',
    certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView,
  );
  certificate.extensions = [
    new pkijs.Extension({
      extnID: '2.5.29.19',
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({ extnID: '2.5.29.15', critical: true, extnValue: keyUsage.toBER(false) }),
    new pkijs.Extension({
      extnID: '2.5.29.14',
      extnValue: new asn1js.OctetString({ valueHex: keyId }).toBER(false),
    }),
  ];
  await certificate.sign(keys.privateKey, 'SHA-256');

  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const der = Buffer.from(certificate.toSchema().toBER(false));
  return `${pem('PRIVATE KEY', pkcs8)}${pem('CERTIFICATE', der)}`;
}

function pem(label: string, der: Buffer): string {
  const body = der.toString('base64').replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${body}-----END ${label}-----\n`;
}
