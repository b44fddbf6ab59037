import { AppError } from '@rubrica/errors';
import type { CloudCertificateSettings } from '../../signing.config.js';
import { QualifiedSignatureError } from '../qualified-signatures.exception.js';
import type {
  CloudAuthorization,
  CloudCertificate,
  CloudCertificateProvider,
} from './cloud-certificate.port.js';

/** SHA-256, the only digest the PSC API names for RAW signatures of PAdES signed attributes. */
export const SHA256_OID = '2.16.840.1.101.3.4.2.1';

interface AuthorizeAnswer {
  access_token?: unknown;
  expires_in?: unknown;
}
interface DiscoveryAnswer {
  certificates?: { alias?: unknown; certificate?: unknown }[];
}
interface SignatureAnswer {
  signatures?: { id?: unknown; raw_signature?: unknown }[];
}

/**
 * ITI's PSC API v0 over HTTP (STACK-NOTES "External protocols"): `pwd_authorize` (CPF/CNPJ as
 * username, OTP as password, grant password), `certificate-discovery`, `signature` (RAW over
 * SHA-256, hashes hex or base64 as the provider wants). Used against real providers and against
 * the sandbox provider alike.
 */
export class PscCloudCertificateAdapter implements CloudCertificateProvider {
  constructor(private readonly settings: CloudCertificateSettings) {}

  async authorize(cpfCnpj: string, otp: string): Promise<CloudAuthorization> {
    const form = new URLSearchParams({
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      username: cpfCnpj,
      password: otp,
      grant_type: 'password',
      scope: 'signature_session',
      lifetime: String(this.settings.sessionTtlSeconds),
    });
    const answer = await this.call<AuthorizeAnswer>('/v0/oauth/pwd_authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      onClientError: (status, body) => {
        // A refused client is our configuration's fault, not the signer's.
        if ((body as { error?: unknown } | undefined)?.error === 'invalid_client') return undefined;
        if (status === 400 || status === 401 || status === 403) {
          return QualifiedSignatureError.invalidCredentials(describe(body));
        }
        return undefined;
      },
    });
    if (typeof answer.access_token !== 'string' || answer.access_token === '') {
      throw QualifiedSignatureError.providerError('The certificate service answered no access token.');
    }
    const expiresIn = Number(answer.expires_in);
    return {
      accessToken: answer.access_token,
      expiresInSeconds:
        Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : this.settings.sessionTtlSeconds,
    };
  }

  async discoverCertificates(accessToken: string): Promise<CloudCertificate[]> {
    const answer = await this.call<DiscoveryAnswer>('/v0/oauth/certificate-discovery', {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}` },
      onClientError: expiredToken,
    });
    return (answer.certificates ?? []).flatMap((entry) =>
      typeof entry.alias === 'string' && typeof entry.certificate === 'string'
        ? [{ alias: entry.alias, chainPem: [entry.certificate] }]
        : [],
    );
  }

  async signHashes(
    accessToken: string,
    alias: string,
    hashes: { id: string; sha256: Uint8Array }[],
  ): Promise<Map<string, Uint8Array>> {
    const encoding = this.settings.hashEncoding;
    const answer = await this.call<SignatureAnswer>('/v0/oauth/signature', {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        certificate_alias: alias,
        hashes: hashes.map((hash) => ({
          id: hash.id,
          alias: hash.id,
          hash: Buffer.from(hash.sha256).toString(encoding),
          hash_algorithm: SHA256_OID,
          signature_format: 'RAW',
        })),
      }),
      onClientError: expiredToken,
    });
    const signatures = new Map<string, Uint8Array>();
    for (const entry of answer.signatures ?? []) {
      if (typeof entry.id === 'string' && typeof entry.raw_signature === 'string') {
        signatures.set(entry.id, new Uint8Array(Buffer.from(entry.raw_signature, 'base64')));
      }
    }
    const missing = hashes.find((hash) => !signatures.has(hash.id));
    if (missing)
      throw QualifiedSignatureError.providerError(`The certificate service did not sign ${missing.id}.`);
    return signatures;
  }

  private async call<T>(
    path: string,
    init: {
      method: 'GET' | 'POST';
      headers: Record<string, string>;
      body?: string;
      onClientError: (status: number, body: unknown) => AppError | undefined;
    },
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method: init.method,
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw QualifiedSignatureError.providerUnavailable(
        `The certificate service did not answer ${path}: ${(error as Error).message}`,
      );
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = text;
    }
    if (response.status >= 500 || response.status === 429) {
      throw QualifiedSignatureError.providerUnavailable(
        `The certificate service answered ${response.status} on ${path}.`,
      );
    }
    if (response.status >= 400) {
      throw (
        init.onClientError(response.status, body) ??
        QualifiedSignatureError.providerError(
          `The certificate service refused ${path} (${response.status}): ${describe(body)}`,
        )
      );
    }
    if (typeof body !== 'object' || body === null) {
      throw QualifiedSignatureError.providerError(`The certificate service answered ${path} with no JSON.`);
    }
    return body as T;
  }
}

function expiredToken(status: number): AppError | undefined {
  return status === 401 ? QualifiedSignatureError.sessionExpired() : undefined;
}

/** The provider's own words (OAuth `error_description`, or `message`), for the signer to read. */
function describe(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    for (const key of ['error_description', 'message', 'error']) {
      if (typeof record[key] === 'string' && record[key]) return record[key];
    }
  }
  return 'Invalid credentials.';
}
