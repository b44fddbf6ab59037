/** A CAdES signature policy a signature declares in its signed attributes (RFC 5126 5.8.1). */
export interface SignaturePolicy {
  oid: string;
  /** The policy's own SignPolicyHash (SHA-256), hex: not the hash of the published file. */
  hashSha256Hex: string;
  /** Where the policy document is published (the SPuri qualifier). */
  uri?: string;
  /**
   * Whether the CMS may carry a signing-time attribute. PAdES places the claimed time in the
   * signature dictionary's /M; the ICP-Brasil PAdES policies list no signing-time attribute.
   */
  cmsSigningTime: boolean;
}

/**
 * Policies the signing workflows may name. Values were read from published implementations that
 * ITI's Verificador de Conformidade accepted; re-check them against ITI's LPA_PAdES.der
 * (http://politicas.icpbrasil.gov.br/LPA_PAdES.der) whenever ITI publishes a new version.
 */
export const signaturePolicies = {
  /** ICP-Brasil PAdES AD-RB v1.3 (PA_PAdES_AD_RB_v1_3.der, DOC-ICP-15.03). */
  'icp-brasil-ad-rb': {
    oid: '2.16.76.1.7.1.11.1.3',
    hashSha256Hex: '23e4be4b9b362172e4ebb0e72b86a133ece5aad843d8651c6e38a0ba3f08fc60',
    uri: 'http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RB_v1_3.der',
    cmsSigningTime: false,
  },
} as const satisfies Record<string, SignaturePolicy>;

export type SignaturePolicyName = keyof typeof signaturePolicies;
