import { Inject } from '@nestjs/common';

/** A certificate a cloud certificate service holds for the signer: its alias and PEM chain. */
export interface CloudCertificate {
  alias: string;
  /** PEM, signer first (one string may hold the chain). */
  chainPem: string[];
}

export interface CloudAuthorization {
  /** The provider's token: kept by the signing service, never answered to a client. */
  accessToken: string;
  expiresInSeconds: number;
}

/**
 * A cloud certificate service (ICP-Brasil PSC): authorize with CPF/CNPJ and OTP, list the
 * signer's certificates, sign SHA-256 hashes (RAW). Errors are `QualifiedSignatureError`s:
 * wrong credentials `signing.invalid_credentials`, an expired token
 * `signing.certificate_session_expired`, a provider fault (5xx, timeout) the retryable
 * `signing.certificate_provider_unavailable`.
 */
export interface CloudCertificateProvider {
  authorize(cpfCnpj: string, otp: string): Promise<CloudAuthorization>;
  discoverCertificates(accessToken: string): Promise<CloudCertificate[]>;
  /** One raw signature per hash id (RSA PKCS#1 v1.5, or ECDSA), in no particular order. */
  signHashes(
    accessToken: string,
    alias: string,
    hashes: { id: string; sha256: Uint8Array }[],
  ): Promise<Map<string, Uint8Array>>;
}

export const CLOUD_CERTIFICATE_PROVIDER = Symbol('CLOUD_CERTIFICATE_PROVIDER');
export const InjectCloudCertificateProvider = (): ParameterDecorator => Inject(CLOUD_CERTIFICATE_PROVIDER);
