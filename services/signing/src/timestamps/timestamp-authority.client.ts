import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { AppError } from '@rubrica/errors';
import { DEFAULT_OUTBOUND_POLICY, outboundRequest, type OutboundPolicy } from '@rubrica/outbound';
import type { SigningConfig, SigningWorkerConfig } from '../signing.config.js';
import { InjectSigningConfig } from '../signing-config.module.js';
import { checkTimestampResponse } from './check-timestamp-response.util.js';
import {
  timestampAuthoritySettings,
  type TimestampAuthoritySettings,
} from './timestamp-authority.settings.js';
import { buildTimestampRequest } from './timestamp-request.util.js';
import { TimestampError } from './timestamps.exception.js';

/**
 * The configured RFC 3161 timestamp authority (TSA_URL): asks it for a token over a signature
 * value as `application/timestamp-query` through the SSRF guard, and checks the answer before
 * handing the token out. Without TSA_URL it is not `configured` and signatures go without tokens.
 */
@Injectable()
export class TimestampAuthority {
  readonly settings: TimestampAuthoritySettings | undefined;
  private clientCertificate: Promise<{ cert: Buffer; key: Buffer }> | undefined;

  constructor(@InjectSigningConfig() config: SigningConfig | SigningWorkerConfig) {
    this.settings = timestampAuthoritySettings(config);
  }

  get configured(): boolean {
    return this.settings !== undefined;
  }

  /** Room each signature keeps for a token: nothing when no authority is configured. */
  get reserveBytes(): number {
    return this.settings?.reserveBytes ?? 0;
  }

  /** A checked TimeStampToken (DER) over `signatureValue`; TimestampError when none can be had. */
  stamp(signatureValue: Uint8Array, options: { timeoutMs?: number } = {}): Promise<Uint8Array> {
    return this.stampDigest(createHash('sha256').update(signatureValue).digest(), options);
  }

  /** A checked TimeStampToken (DER) over a SHA-256 digest (a document timestamp's, say). */
  async stampDigest(digest: Uint8Array, options: { timeoutMs?: number } = {}): Promise<Uint8Array> {
    const settings = this.settings;
    if (!settings) throw TimestampError.unavailable('No timestamp authority is configured.');
    const request = buildTimestampRequest(digest);
    const headers: Record<string, string> = {
      'content-type': 'application/timestamp-query',
      accept: 'application/timestamp-reply',
    };
    if (settings.basicAuth) {
      const { username, password } = settings.basicAuth;
      headers.authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    }
    let response;
    try {
      response = await outboundRequest(
        {
          url: settings.url,
          method: 'POST',
          headers,
          body: Buffer.from(request.der),
          timeoutMs: Math.min(options.timeoutMs ?? settings.timeoutMs, settings.timeoutMs),
          maxResponseBytes: settings.reserveBytes + 4096,
          field: 'TSA_URL',
          ...(settings.clientCertificate ? { clientCertificate: await this.loadClientCertificate() } : {}),
        },
        authorityOutboundPolicy(settings),
      );
    } catch (error) {
      const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
      throw TimestampError.unavailable(`The timestamp authority could not be reached: ${message}`);
    }
    if (response.status !== 200) {
      throw TimestampError.unavailable(`The timestamp authority answered HTTP ${response.status}.`);
    }
    return checkTimestampResponse(response.body, request, settings.reserveBytes);
  }

  private loadClientCertificate(): Promise<{ cert: Buffer; key: Buffer }> {
    const paths = this.settings!.clientCertificate!;
    this.clientCertificate ??= Promise.all([readFile(paths.certPath), readFile(paths.keyPath)]).then(
      ([cert, key]) => ({ cert, key }),
      (error: unknown) => {
        this.clientCertificate = undefined;
        throw error;
      },
    );
    return this.clientCertificate;
  }
}

/**
 * The SSRF guard's policy for calls about the configured authority (its tokens, its certificates'
 * revocation status): its own port, and, outside production, loopback (the sandbox authority
 * `make run` starts listens there).
 */
export function authorityOutboundPolicy(settings: TimestampAuthoritySettings | undefined): OutboundPolicy {
  const url = settings ? new URL(settings.url) : undefined;
  const port = url ? Number(url.port || (url.protocol === 'https:' ? 443 : 80)) : undefined;
  return {
    ...DEFAULT_OUTBOUND_POLICY,
    allowedPorts: [...DEFAULT_OUTBOUND_POLICY.allowedPorts, ...(port ? [port] : [])],
    allowedPrivateNetworks: settings?.allowLoopback ? ['127.0.0.0/8', '::1/128'] : [],
  };
}
