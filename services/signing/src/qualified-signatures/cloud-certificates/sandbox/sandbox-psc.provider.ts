import { createHash, createPrivateKey, privateEncrypt, constants, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { DataSource } from 'typeorm';
import { toArrayBuffer } from '../../../pdf/to-array-buffer.util.js';
import { SANDBOX_PSC_CLIENT } from '../../../signing.config.js';
import { isValidCpfCnpj } from '../../is-valid-cpf-cnpj.util.js';
import { SHA256_OID } from '../psc-cloud-certificate.adapter.js';
import { SandboxCertificateAuthority } from './sandbox-certificate-authority.js';
import {
  sandboxPscStore,
  type SandboxCertificateRow,
  type SandboxCertificateStatus,
} from './sandbox-psc.store.js';

/** The sandbox's demo identities (contracts: "Sandbox cloud-certificate provider"). */
export const SANDBOX_IDENTITIES = {
  valid: '52998224725',
  revoked: '11144477735',
  expired: '39053344705',
  none: '15350946056',
} as const;
/** Any CPF/CNPJ with this OTP is refused as the wrong password. */
export const SANDBOX_WRONG_OTP = '000000';

const DEFAULT_LIFETIME_S = 3_600;
const MAX_LIFETIME_S = 7 * 24 * 3_600;

/** A PSC protocol failure, answered as OAuth errors are: `{ error, error_description }`. */
export class PscFault extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

/**
 * The sandbox cloud certificate service behind `/sandbox/psc/v0/oauth/...`: tokens that expire,
 * one certificate per CPF/CNPJ issued by the sandbox certification authority on first use and
 * kept (same key afterwards), and the demo identities' failures (revoked, expired, none, wrong
 * OTP). State lives in the signing database, so every replica and restart agrees.
 */
@Injectable()
export class SandboxPscProvider {
  private authority?: Promise<SandboxCertificateAuthority>;

  constructor(private readonly dataSource: DataSource) {}

  async authorize(
    form: Record<string, unknown>,
  ): Promise<{ accessToken: string; expiresIn: number; username: string }> {
    if (form.client_id !== SANDBOX_PSC_CLIENT.id || form.client_secret !== SANDBOX_PSC_CLIENT.secret) {
      throw new PscFault(401, 'invalid_client', 'Unknown client or wrong client secret.');
    }
    if (form.grant_type !== 'password') {
      throw new PscFault(400, 'unsupported_grant_type', 'Only the password grant is supported.');
    }
    const username = String(form.username ?? '').replace(/\D/g, '');
    const password = String(form.password ?? '');
    if (!isValidCpfCnpj(username) || password.length < 6 || password === SANDBOX_WRONG_OTP) {
      throw new PscFault(401, 'invalid_grant', 'Invalid credentials: wrong CPF/CNPJ or one-time password.');
    }
    const requested = Number(form.lifetime);
    const expiresIn =
      Number.isInteger(requested) && requested > 0 ? Math.min(requested, MAX_LIFETIME_S) : DEFAULT_LIFETIME_S;
    const accessToken = randomBytes(32).toString('base64url');
    await sandboxPscStore.saveToken(this.dataSource, sha256(accessToken), username, expiresIn);
    return { accessToken, expiresIn, username };
  }

  /** The holder's certificates, each as its PEM chain (the certificate, then the sandbox root). */
  async certificates(
    authorization: string | undefined,
    crlUrl: string,
  ): Promise<{ alias: string; certificate: string }[]> {
    const holder = await this.holderOf(authorization);
    const row = await this.certificateOf(holder, crlUrl);
    if (!row) return [];
    const authority = await this.loadAuthority();
    return [{ alias: row.alias, certificate: `${row.certificate_pem}${authority.certificatePem}` }];
  }

  async sign(
    authorization: string | undefined,
    body: Record<string, unknown>,
    crlUrl: string,
  ): Promise<{ certificate_alias: string; signatures: { id: string; raw_signature: string }[] }> {
    const holder = await this.holderOf(authorization);
    const alias = String(body.certificate_alias ?? '');
    const row = await this.certificateOf(holder, crlUrl);
    if (!row || row.alias !== alias)
      throw new PscFault(404, 'certificate_not_found', `No certificate ${alias}.`);
    if (row.status === 'revoked')
      throw new PscFault(403, 'certificate_revoked', 'The certificate was revoked.');
    if (row.not_after.getTime() < Date.now())
      throw new PscFault(403, 'certificate_expired', 'The certificate has expired.');
    const hashes = Array.isArray(body.hashes) ? (body.hashes as Record<string, unknown>[]) : [];
    if (hashes.length === 0) throw new PscFault(400, 'invalid_request', 'No hashes to sign.');
    const key = createPrivateKey(row.key_pem);
    return {
      certificate_alias: alias,
      signatures: hashes.map((hash) => {
        if (hash.hash_algorithm !== SHA256_OID || (hash.signature_format ?? 'RAW') !== 'RAW') {
          throw new PscFault(400, 'invalid_request', 'Only RAW signatures of SHA-256 hashes are supported.');
        }
        const digest = decodeHash(String(hash.hash ?? ''));
        if (!digest)
          throw new PscFault(
            400,
            'invalid_request',
            `Hash ${String(hash.id)} is not a SHA-256 in hex or base64.`,
          );
        // RSA PKCS#1 v1.5 of the DigestInfo: a signature of a hash computed elsewhere.
        const digestInfo = new pkijs.DigestInfo({
          digestAlgorithm: new pkijs.AlgorithmIdentifier({
            algorithmId: SHA256_OID,
            algorithmParams: new asn1js.Null(),
          }),
          digest: new asn1js.OctetString({ valueHex: toArrayBuffer(digest) }),
        });
        const signature = privateEncrypt(
          { key, padding: constants.RSA_PKCS1_PADDING },
          Buffer.from(digestInfo.toSchema().toBER(false)),
        );
        return { id: String(hash.id), raw_signature: signature.toString('base64') };
      }),
    };
  }

  async revocationList(): Promise<Uint8Array> {
    const serials = await sandboxPscStore.revokedSerials(this.dataSource);
    return (await this.loadAuthority()).revocationList(serials);
  }

  private async holderOf(authorization: string | undefined): Promise<string> {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new PscFault(401, 'invalid_token', 'A bearer token is required.');
    const holder = await sandboxPscStore.holderOf(this.dataSource, sha256(token));
    if (holder === undefined)
      throw new PscFault(401, 'invalid_token', 'The access token is invalid or has expired.');
    return holder;
  }

  /** The holder's one certificate, issued on first use; a valid one past its date is renewed. */
  private async certificateOf(cpfCnpj: string, crlUrl: string): Promise<SandboxCertificateRow | undefined> {
    const status: SandboxCertificateStatus | undefined =
      cpfCnpj === SANDBOX_IDENTITIES.none
        ? undefined
        : cpfCnpj === SANDBOX_IDENTITIES.revoked
          ? 'revoked'
          : cpfCnpj === SANDBOX_IDENTITIES.expired
            ? 'expired'
            : 'valid';
    if (!status) return undefined;
    const alias = `sandbox-${cpfCnpj}`;
    const find = () => sandboxPscStore.certificate(this.dataSource, alias);
    let row = await find();
    if (row && status === 'valid' && row.not_after.getTime() < Date.now()) {
      await sandboxPscStore.deleteCertificate(this.dataSource, alias);
      row = undefined;
    }
    if (row) return row;
    const authority = await this.loadAuthority();
    const issued = await authority.issue({
      cpfCnpj,
      name: cpfCnpj.length === 11 ? 'TITULAR SANDBOX' : 'EMPRESA SANDBOX LTDA',
      crlUrl,
      expired: status === 'expired',
    });
    const notAfter =
      status === 'expired'
        ? new Date(Date.now() - 365 * 86_400_000)
        : new Date(Date.now() + 365 * 86_400_000);
    await sandboxPscStore.insertCertificate(this.dataSource, {
      alias,
      cpfCnpj,
      status,
      serial: issued.serial,
      key_pem: issued.keyPem,
      certificate_pem: issued.certificatePem,
      notAfter,
    });
    return find();
  }

  private loadAuthority(): Promise<SandboxCertificateAuthority> {
    this.authority ??= (async () => {
      const read = () => sandboxPscStore.authority(this.dataSource);
      let row = await read();
      if (!row) {
        const created = await SandboxCertificateAuthority.create();
        await sandboxPscStore.insertAuthority(this.dataSource, created.keyPem, created.certificatePem);
        row = (await read())!;
      }
      return SandboxCertificateAuthority.load(row.key_pem, row.certificate_pem);
    })();
    this.authority.catch(() => {
      this.authority = undefined;
    });
    return this.authority;
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function decodeHash(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}
