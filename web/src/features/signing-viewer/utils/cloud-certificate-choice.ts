import type { CloudCertificate } from '../api/signing-viewer-api.js';

/** What the signer's cloud certificates allow (spec §4, "Cloud certificate"; §8 failures). */
export type CloudCertificateChoice =
  { kind: 'chosen'; certificate: CloudCertificate } | { kind: 'none' | 'revoked' | 'expired' };

const isCurrent = (certificate: CloudCertificate, now: Date): boolean =>
  certificate.has_valid_date &&
  new Date(certificate.validity.not_before).getTime() <= now.getTime() &&
  new Date(certificate.validity.not_after).getTime() > now.getTime();

/**
 * The valid certificate (not revoked, within its validity) with the latest not_after. Without one:
 * 'none' when there is no certificate at all, 'revoked' when every one was revoked, else 'expired'.
 */
export const chooseCloudCertificate = (
  certificates: readonly CloudCertificate[],
  now: Date = new Date(),
): CloudCertificateChoice => {
  const valid = certificates.filter((certificate) => !certificate.was_revoked && isCurrent(certificate, now));
  if (valid.length > 0) {
    const latest = valid.reduce((best, certificate) =>
      new Date(certificate.validity.not_after) > new Date(best.validity.not_after) ? certificate : best,
    );
    return { kind: 'chosen', certificate: latest };
  }
  if (certificates.length === 0) return { kind: 'none' };
  if (certificates.every((certificate) => certificate.was_revoked)) return { kind: 'revoked' };
  return { kind: 'expired' };
};
