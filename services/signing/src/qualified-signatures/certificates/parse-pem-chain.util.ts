import { QualifiedSignatureError } from '../qualified-signatures.exception.js';

const CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g;

/**
 * The DER certificates of PEM texts, in order (signer first); one text may hold several. Bare
 * base64 DER (as some providers answer) is read too.
 */
export function parsePemChain(texts: string[]): Uint8Array[] {
  const chain: Uint8Array[] = [];
  for (const text of texts) {
    const blocks = [...text.matchAll(CERTIFICATE_BLOCK)];
    const bodies = blocks.length > 0 ? blocks.map((block) => block[1]) : [text];
    for (const body of bodies) {
      const compact = body.replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
        throw QualifiedSignatureError.certificateInvalid('The certificate is not PEM.');
      }
      chain.push(new Uint8Array(Buffer.from(compact, 'base64')));
    }
  }
  if (chain.length === 0) throw QualifiedSignatureError.certificateInvalid('A certificate is required.');
  return chain;
}
