import type { KeyObject } from 'node:crypto';
import type { SignaturePolicy, SignaturePolicyName } from './signature-policy.js';

/** A signer the platform holds: its private key and certificate chain (DER, signer first, root last). */
export interface SignerCredentials {
  key: KeyObject;
  certificateChain: Uint8Array[];
}

/** What a signature says about itself, beyond who signed. */
export interface SignatureDetails {
  reason?: string;
  location?: string;
  contactInfo?: string;
  /**
   * Names the signature field (`Signature of <name>` style names are the caller's choice). The
   * signer's own name is read from the certificate by every viewer.
   */
  name?: string;
  /** A named policy, or a policy given in full (another version, another scheme). */
  policy?: SignaturePolicyName | SignaturePolicy;
  /** The claimed signing time; now when absent. */
  signingTime?: Date;
}

/**
 * Asks a timestamp authority for a token over a signature value (RFC 3161 appendix A: the hash of
 * the SignerInfo's signature octets): the DER TimeStampToken, or undefined to go without one.
 */
export type SignatureTimestamper = (signatureValue: Uint8Array) => Promise<Uint8Array | undefined>;

/** Room reserved in /Contents for a timestamp token when none is given: a token with its TSA's chain. */
export const TIMESTAMP_RESERVE_BYTES = 12 * 1024;
