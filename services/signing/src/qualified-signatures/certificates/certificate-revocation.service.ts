import { Injectable, Logger } from '@nestjs/common';
import * as pkijs from 'pkijs';
import type { CertificateFacts } from './read-certificate.util.js';

const CACHE_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;

/**
 * Whether a certificate is on its issuer's revocation list (the CRL distribution points it
 * names, fetched over HTTP and cached a few minutes). A list that cannot be fetched or read
 * leaves the question open (`undefined`): the provider itself refuses to sign with a revoked key.
 */
@Injectable()
export class CertificateRevocation {
  private readonly logger = new Logger('CertificateRevocation');
  private readonly lists = new Map<string, { until: number; serials: Set<string> | undefined }>();

  async isRevoked(certificate: CertificateFacts): Promise<boolean | undefined> {
    for (const url of certificate.crlUrls) {
      const serials = await this.serialsAt(url);
      if (serials) return serials.has(certificate.serialNumber.replace(/^0+/, ''));
    }
    return undefined;
  }

  private async serialsAt(url: string): Promise<Set<string> | undefined> {
    const cached = this.lists.get(url);
    if (cached && Date.now() < cached.until) return cached.serials;
    let serials: Set<string> | undefined;
    // Kept until the list's own nextUpdate, and never longer than a few minutes.
    let until = Date.now() + CACHE_MS;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const crl = pkijs.CertificateRevocationList.fromBER(new Uint8Array(await response.arrayBuffer()));
      serials = new Set(
        (crl.revokedCertificates ?? []).map((entry) =>
          Buffer.from(entry.userCertificate.valueBlock.valueHexView)
            .toString('hex')
            .toUpperCase()
            .replace(/^0+/, ''),
        ),
      );
      const nextUpdate = crl.nextUpdate?.value.getTime();
      if (nextUpdate !== undefined) until = Math.min(until, nextUpdate);
    } catch (error) {
      this.logger.warn(`revocation list ${url} unavailable: ${(error as Error).message}`);
    }
    this.lists.set(url, { until, serials });
    return serials;
  }
}
