import { createPrivateKey, randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { ICP_BRASIL_OTHER_NAME } from '../../certificates/read-certificate.util.js';
import { toArrayBuffer } from '../../../pdf/to-array-buffer.util.js';

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const DAY_MS = 24 * 3600 * 1000;
const KEY_USAGE = { digitalSignature: 0x80, nonRepudiation: 0x40, keyCertSign: 0x04, cRLSign: 0x02 };

export interface IssuedKeyPair {
  keyPem: string;
  certificatePem: string;
  /** Uppercase hex without leading zeros, as revocation lists compare it. */
  serial: string;
}

export interface SandboxIdentity {
  /** 11 digits (a person, CPF) or 14 (a company, CNPJ). */
  cpfCnpj: string;
  name: string;
  /** Where the sandbox publishes its revocation list (written into the certificate). */
  crlUrl: string;
  /** Issue a certificate whose validity ended a year ago (the sandbox's expired identity). */
  expired?: boolean;
}

/**
 * The sandbox certification authority: a self-signed RSA root that issues ICP-Brasil-shaped
 * end-entity certificates (CPF or CNPJ in the SubjectAltName otherName, DOC-ICP-04;
 * digitalSignature and nonRepudiation; a CRL distribution point) and signs its revocation list.
 */
export class SandboxCertificateAuthority {
  private constructor(
    private readonly key: webcrypto.CryptoKey,
    private readonly certificate: pkijs.Certificate,
    readonly certificatePem: string,
  ) {}

  /** A new root (its key and certificate as PEM, to keep). */
  static async create(): Promise<IssuedKeyPair> {
    const keys = await generateKeys();
    const certificate = new pkijs.Certificate();
    const subject = distinguishedName('Rubrica Sandbox AC', 'Autoridade Certificadora Sandbox');
    fillCertificate(
      certificate,
      subject,
      subject,
      new Date(Date.now() - DAY_MS),
      new Date(Date.now() + 3650 * DAY_MS),
    );
    await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
    certificate.extensions = [basicConstraints(true), keyUsage(KEY_USAGE.keyCertSign | KEY_USAGE.cRLSign)];
    await certificate.sign(keys.privateKey, RSA.hash);
    return {
      keyPem: await exportKey(keys.privateKey),
      certificatePem: pem('CERTIFICATE', certificate.toSchema().toBER(false)),
      serial: serialOf(certificate),
    };
  }

  static async load(keyPem: string, certificatePem: string): Promise<SandboxCertificateAuthority> {
    const pkcs8 = createPrivateKey(keyPem).export({ type: 'pkcs8', format: 'der' });
    const key = await webcrypto.subtle.importKey('pkcs8', pkcs8, RSA, false, ['sign']);
    return new SandboxCertificateAuthority(
      key,
      pkijs.Certificate.fromBER(derOf(certificatePem)),
      certificatePem,
    );
  }

  async issue(identity: SandboxIdentity): Promise<IssuedKeyPair> {
    const keys = await generateKeys();
    const certificate = new pkijs.Certificate();
    const now = Date.now();
    const [notBefore, notAfter] = identity.expired
      ? [new Date(now - 730 * DAY_MS), new Date(now - 365 * DAY_MS)]
      : [new Date(now - DAY_MS), new Date(now + 365 * DAY_MS)];
    const subject = distinguishedName(`${identity.name}:${identity.cpfCnpj}`, 'Rubrica Sandbox');
    fillCertificate(certificate, subject, this.certificate.subject, notBefore, notAfter);
    await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
    const otherName =
      identity.cpfCnpj.length === 11
        ? // Birth date (ddmmaaaa), CPF, NIS, RG and its issuer: only the CPF is known here.
          { oid: ICP_BRASIL_OTHER_NAME.personData, value: `01011990${identity.cpfCnpj}${'0'.repeat(26)}` }
        : { oid: ICP_BRASIL_OTHER_NAME.cnpj, value: identity.cpfCnpj };
    certificate.extensions = [
      basicConstraints(false),
      keyUsage(KEY_USAGE.digitalSignature | KEY_USAGE.nonRepudiation),
      new pkijs.Extension({
        extnID: '2.5.29.17',
        extnValue: new asn1js.Sequence({
          value: [
            // otherName [0] { type-id, [0] EXPLICIT value } (RFC 5280 4.2.1.6).
            new asn1js.Constructed({
              idBlock: { tagClass: 3, tagNumber: 0 },
              value: [
                new asn1js.ObjectIdentifier({ value: otherName.oid }),
                new asn1js.Constructed({
                  idBlock: { tagClass: 3, tagNumber: 0 },
                  value: [
                    new asn1js.OctetString({
                      valueHex: toArrayBuffer(Buffer.from(otherName.value, 'latin1')),
                    }),
                  ],
                }),
              ],
            }),
          ],
        }).toBER(false),
      }),
      new pkijs.Extension({
        extnID: '2.5.29.31',
        extnValue: new pkijs.CRLDistributionPoints({
          distributionPoints: [
            new pkijs.DistributionPoint({
              distributionPoint: [new pkijs.GeneralName({ type: 6, value: identity.crlUrl })],
            }),
          ],
        })
          .toSchema()
          .toBER(false),
      }),
    ];
    await certificate.sign(this.key, RSA.hash);
    return {
      keyPem: await exportKey(keys.privateKey),
      certificatePem: pem('CERTIFICATE', certificate.toSchema().toBER(false)),
      serial: serialOf(certificate),
    };
  }

  /** The revocation list (DER) naming `revoked` serials (hex); valid for a minute. */
  async revocationList(revoked: string[]): Promise<Uint8Array> {
    const crl = new pkijs.CertificateRevocationList();
    crl.version = 1;
    crl.issuer = this.certificate.subject;
    const now = new Date();
    crl.thisUpdate = new pkijs.Time({ type: 0, value: now });
    crl.nextUpdate = new pkijs.Time({ type: 0, value: new Date(now.getTime() + 60_000) });
    if (revoked.length > 0) {
      crl.revokedCertificates = revoked.map(
        (serial) =>
          new pkijs.RevokedCertificate({
            userCertificate: new asn1js.Integer({
              valueHex: toArrayBuffer(Buffer.from(serial.length % 2 ? `0${serial}` : serial, 'hex')),
            }),
            revocationDate: new pkijs.Time({ type: 0, value: now }),
          }),
      );
    }
    await crl.sign(this.key, RSA.hash);
    return new Uint8Array(crl.toSchema(true).toBER(false));
  }
}

async function generateKeys(): Promise<webcrypto.CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as webcrypto.CryptoKeyPair;
}

function fillCertificate(
  certificate: pkijs.Certificate,
  subject: pkijs.RelativeDistinguishedNames,
  issuer: pkijs.RelativeDistinguishedNames,
  notBefore: Date,
  notAfter: Date,
): void {
  certificate.version = 2;
  const serial = randomBytes(16);
  serial[0] = (serial[0] & 0x7f) | 0x10; // positive, and 16 bytes without a leading zero
  certificate.serialNumber = new asn1js.Integer({ valueHex: toArrayBuffer(serial) });
  certificate.subject = subject;
  certificate.issuer = issuer;
  certificate.notBefore.value = notBefore;
  certificate.notAfter.value = notAfter;
}

function distinguishedName(commonName: string, unit: string): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({
        type: '2.5.4.6',
        value: new asn1js.PrintableString({ value: 'BR' }),
      }),
      new pkijs.AttributeTypeAndValue({
        type: '2.5.4.10',
        value: new asn1js.Utf8String({ value: 'ICP-Brasil' }),
      }),
      new pkijs.AttributeTypeAndValue({ type: '2.5.4.11', value: new asn1js.Utf8String({ value: unit }) }),
      new pkijs.AttributeTypeAndValue({
        type: '2.5.4.3',
        value: new asn1js.Utf8String({ value: commonName }),
      }),
    ],
  });
}

/** Whether the certificate is a CA's (RFC 5280 4.2.1.9), always critical. */
function basicConstraints(cA: boolean): pkijs.Extension {
  return new pkijs.Extension({
    extnID: '2.5.29.19',
    critical: true,
    extnValue: new pkijs.BasicConstraints({ cA }).toSchema().toBER(false),
  });
}

function keyUsage(bits: number): pkijs.Extension {
  const unusedBits = bits & 0x02 ? 1 : bits & 0x04 ? 2 : 6;
  return new pkijs.Extension({
    extnID: '2.5.29.15',
    critical: true,
    extnValue: new asn1js.BitString({ valueHex: new Uint8Array([bits]).buffer, unusedBits }).toBER(false),
  });
}

function serialOf(certificate: pkijs.Certificate): string {
  return Buffer.from(certificate.serialNumber.valueBlock.valueHexView)
    .toString('hex')
    .toUpperCase()
    .replace(/^0+/, '');
}

async function exportKey(key: webcrypto.CryptoKey): Promise<string> {
  return pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', key));
}

function pem(label: string, der: ArrayBuffer): string {
  const body = Buffer.from(der)
    .toString('base64')
    .replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${body}-----END ${label}-----\n`;
}

function derOf(text: string): ArrayBuffer {
  return toArrayBuffer(Buffer.from(text.replace(/-----[A-Z ]+-----|\s+/g, ''), 'base64'));
}
