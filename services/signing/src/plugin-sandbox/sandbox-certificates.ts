import {
  createPrivateKey,
  randomBytes,
  randomUUID,
  webcrypto,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** A sandbox A1 certificate as the plugin keeps it: the certificate, its key and what it lists. */
export interface SandboxCertificate {
  id: string;
  commonName: string;
  email: string;
  notAfter: string;
  /** The certificate alone, PEM. */
  certificatePem: string;
  /** The private key, PKCS#8 PEM. */
  keyPem: string;
}

export interface SandboxCertificateSet {
  authority: { certificatePem: string };
  certificates: SandboxCertificate[];
}

/** The sandbox's holders: names and valid CPFs, as on an ICP-Brasil e-CPF. */
export const SANDBOX_HOLDERS = [
  {
    name: 'ANA SANDBOX DA SILVA',
    cpf: '52998224725',
    birth: '15061988',
    email: 'ana.sandbox@rubrica.example',
  },
  {
    name: 'BRUNO SANDBOX LIMA',
    cpf: '11144477735',
    birth: '02031979',
    email: 'bruno.sandbox@rubrica.example',
  },
] as const;

const FILE = 'certificates.json';
const DAY_MS = 24 * 3600 * 1000;
/** A certificate this close to its end is made again at start. */
const RENEW_BEFORE_MS = 7 * DAY_MS;
/** ICP-Brasil otherName "dados do titular" of an e-CPF (DOC-ICP-04). */
const OID_ICP_BRASIL_HOLDER = '2.16.76.1.3.1';
/** ICP-Brasil otherName CEI of a natural person (12 zeros when there is none). */
const OID_ICP_BRASIL_CEI = '2.16.76.1.3.6';

const RSA = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
} as const;

/**
 * The sandbox plugin's certificates: an issuing authority of its own and one A1 certificate per
 * sandbox holder, generated on first use and kept in `dir` (made again when near their end).
 */
export async function ensureSandboxCertificates(dir: string): Promise<SandboxCertificateSet> {
  const { value } = await keepGenerated(
    dir,
    FILE,
    (kept: SandboxCertificateSet) =>
      kept.certificates.every((item) => Date.parse(item.notAfter) - Date.now() > RENEW_BEFORE_MS),
    () => generateSandboxCertificates(),
  );
  return value;
}

/**
 * What a sandbox keeps in `dir/file` (JSON, owner-only): the kept value while `isFresh` says so,
 * else a newly generated one, written whole (a concurrent reader never sees half a file).
 */
export async function keepGenerated<T>(
  dir: string,
  file: string,
  isFresh: (kept: T) => boolean,
  generate: () => Promise<T>,
): Promise<{ value: T; created: boolean }> {
  const path = join(dir, file);
  const kept = await readFile(path, 'utf8').then(
    (text) => JSON.parse(text) as T,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (kept !== undefined && isFresh(kept)) return { value: kept, created: false };
  const value = await generate();
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${file}.${process.pid}.${randomBytes(4).toString('hex')}`);
  await writeFile(temporary, JSON.stringify(value, null, 2), { mode: 0o600 });
  await rename(temporary, path);
  return { value, created: true };
}

/** A certificate authority: its name, its certificate (PEM) and its keys. */
export interface SandboxAuthority {
  name: pkijs.RelativeDistinguishedNames;
  certificatePem: string;
  keys: webcrypto.CryptoKeyPair;
}

/**
 * A self-signed CA named by `pairs` that issues end-entity certificates only (path length 0), with
 * its keys: valid from a day before `now` for `years` years.
 */
export async function issueAuthority(
  pairs: [string, string][],
  now: Date,
  years: number,
): Promise<SandboxAuthority> {
  const name = names(pairs);
  const keys = await generateKeys();
  const certificatePem = await issue({
    subject: name,
    issuer: name,
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + years * 365 * DAY_MS),
    extensions: [
      extension('2.5.29.19', true, new pkijs.BasicConstraints({ cA: true, pathLenConstraint: 0 }).toSchema()),
      extension('2.5.29.15', true, keyUsage([0x06], 1)), // keyCertSign, cRLSign
    ],
  });
  return { name, certificatePem, keys };
}

/**
 * A new key and the certificate `authority` issues for it to a holder that is no CA, with the
 * holder's key usage and any further extensions; both as PEM (the key PKCS#8).
 */
export async function issueEndEntity(
  authority: SandboxAuthority,
  subject: pkijs.RelativeDistinguishedNames,
  notBefore: Date,
  notAfter: Date,
  extensions: pkijs.Extension[],
): Promise<{ certificatePem: string; keyPem: string }> {
  const keys = await generateKeys();
  const certificatePem = await issue({
    subject,
    issuer: authority.name,
    publicKey: keys.publicKey,
    signingKey: authority.keys.privateKey,
    notBefore,
    notAfter,
    extensions: [
      extension('2.5.29.19', true, new pkijs.BasicConstraints({ cA: false }).toSchema()),
      ...extensions,
    ],
  });
  return { certificatePem, keyPem: await privateKeyPem(keys.privateKey) };
}

/** A private key as PKCS#8 PEM. */
export async function privateKeyPem(key: webcrypto.CryptoKey): Promise<string> {
  return pem('PRIVATE KEY', Buffer.from(await webcrypto.subtle.exportKey('pkcs8', key)));
}

export async function generateSandboxCertificates(now = new Date()): Promise<SandboxCertificateSet> {
  const authority = await issueAuthority(
    [
      ['2.5.4.6', 'BR'],
      ['2.5.4.10', 'ICP-Brasil'],
      ['2.5.4.11', 'Rubrica Sandbox'],
      ['2.5.4.3', 'AC Rubrica Sandbox'],
    ],
    now,
    5,
  );
  const certificates: SandboxCertificate[] = [];
  for (const holder of SANDBOX_HOLDERS) {
    const commonName = `${holder.name}:${holder.cpf}`;
    const notAfter = new Date(now.getTime() + 365 * DAY_MS);
    const { certificatePem, keyPem } = await issueEndEntity(
      authority,
      names([
        ['2.5.4.6', 'BR'],
        ['2.5.4.10', 'ICP-Brasil'],
        ['2.5.4.11', 'Secretaria da Receita Federal do Brasil - RFB'],
        ['2.5.4.11', 'RFB e-CPF A1'],
        ['2.5.4.11', 'Rubrica Sandbox'],
        ['2.5.4.3', commonName],
      ]),
      new Date(now.getTime() - DAY_MS),
      notAfter,
      [
        extension('2.5.29.15', true, keyUsage([0xe0], 5)), // digitalSignature, nonRepudiation, keyEncipherment
        extension(
          '2.5.29.37',
          false,
          new asn1js.Sequence({
            value: [
              new asn1js.ObjectIdentifier({ value: '1.3.6.1.5.5.7.3.2' }), // clientAuth
              new asn1js.ObjectIdentifier({ value: '1.3.6.1.5.5.7.3.4' }), // emailProtection
            ],
          }),
        ),
        extension(
          '2.5.29.17',
          false,
          new asn1js.Sequence({
            value: [
              // birth date, CPF, NIS (zeros), RG (zeros) and its issuer (blank): 8 + 11 + 11 + 15 + 10
              otherName(
                OID_ICP_BRASIL_HOLDER,
                `${holder.birth}${holder.cpf}${'0'.repeat(26)}${' '.repeat(10)}`,
              ),
              otherName(OID_ICP_BRASIL_CEI, '0'.repeat(12)),
              new asn1js.Primitive({
                idBlock: { tagClass: 3, tagNumber: 1 }, // rfc822Name
                valueHex: new Uint8Array(Buffer.from(holder.email, 'ascii')).buffer,
              }),
            ],
          }),
        ),
      ],
    );
    certificates.push({
      id: randomUUID(),
      commonName,
      email: holder.email,
      notAfter: notAfter.toISOString(),
      certificatePem,
      keyPem,
    });
  }
  return { authority: { certificatePem: authority.certificatePem }, certificates };
}

/** The key to sign with. */
export const privateKeyOf = (certificate: SandboxCertificate): KeyObject =>
  createPrivateKey(certificate.keyPem);

/** The CPF in a certificate's ICP-Brasil holder data (positions 9 to 19), as a relying party reads it. */
export function holderCpfOf(certificatePem: string): string | null {
  const certificate = new X509Certificate(certificatePem);
  const parsed = pkijs.Certificate.fromBER(certificate.raw);
  const san = parsed.extensions?.find((item) => item.extnID === '2.5.29.17');
  if (!san) return null;
  const names = asn1js.fromBER(san.extnValue.valueBlock.valueHexView).result as asn1js.Sequence;
  for (const name of names.valueBlock.value) {
    if (name.idBlock.tagClass !== 3 || name.idBlock.tagNumber !== 0) continue;
    const [oid, wrapped] = (name as asn1js.Constructed).valueBlock.value as [
      asn1js.ObjectIdentifier,
      asn1js.Constructed,
    ];
    if (oid.valueBlock.toString() !== OID_ICP_BRASIL_HOLDER) continue;
    const value = wrapped.valueBlock.value[0] as asn1js.OctetString;
    return Buffer.from(value.valueBlock.valueHexView).toString('latin1').slice(8, 19);
  }
  return null;
}

export async function generateKeys(): Promise<webcrypto.CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
}

export function names(pairs: [string, string][]): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: pairs.map(
      ([type, value]) =>
        new pkijs.AttributeTypeAndValue({
          type,
          value:
            type === '2.5.4.6' ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value }),
        }),
    ),
  });
}

export function extension(extnID: string, critical: boolean, value: asn1js.BaseBlock): pkijs.Extension {
  return new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });
}

export function keyUsage(bits: number[], unusedBits: number): asn1js.BitString {
  return new asn1js.BitString({ valueHex: new Uint8Array(bits).buffer, unusedBits });
}

function otherName(oid: string, text: string): asn1js.Constructed {
  return new asn1js.Constructed({
    idBlock: { tagClass: 3, tagNumber: 0 },
    value: [
      new asn1js.ObjectIdentifier({ value: oid }),
      new asn1js.Constructed({
        idBlock: { tagClass: 3, tagNumber: 0 },
        value: [new asn1js.OctetString({ valueHex: new Uint8Array(Buffer.from(text, 'latin1')).buffer })],
      }),
    ],
  });
}

export async function issue(options: {
  subject: pkijs.RelativeDistinguishedNames;
  issuer: pkijs.RelativeDistinguishedNames;
  publicKey: webcrypto.CryptoKey;
  signingKey: webcrypto.CryptoKey;
  notBefore: Date;
  notAfter: Date;
  extensions: pkijs.Extension[];
}): Promise<string> {
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = randomBytes(16);
  // Positive, and without a leading zero byte: DER wants the shortest encoding, and OpenSSL (Node's
  // X509Certificate, pdfsig's NSS too) refuses a certificate whose serial is padded.
  serial[0] = (serial[0]! & 0x7f) | 0x10;
  certificate.serialNumber = new asn1js.Integer({ valueHex: new Uint8Array(serial).buffer });
  certificate.subject = options.subject;
  certificate.issuer = options.issuer;
  certificate.notBefore.value = options.notBefore;
  certificate.notAfter.value = options.notAfter;
  await certificate.subjectPublicKeyInfo.importKey(options.publicKey);
  const keyId = await webcrypto.subtle.digest(
    'SHA-1',
    certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView,
  );
  certificate.extensions = [
    ...options.extensions,
    extension('2.5.29.14', false, new asn1js.OctetString({ valueHex: keyId })),
  ];
  await certificate.sign(options.signingKey, 'SHA-256');
  return pem('CERTIFICATE', Buffer.from(certificate.toSchema().toBER(false)));
}

export function pem(label: string, der: Buffer): string {
  const body = der.toString('base64').replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${body}-----END ${label}-----\n`;
}
