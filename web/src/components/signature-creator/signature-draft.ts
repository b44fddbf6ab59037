/** The two images a person keeps (spec §7: `signature` and `initials`). */
export type SignatureKind = 'signature' | 'initials';

/** What the creator modal sends (signing service: POST /signature-profiles/{kind}). */
export type SignatureDraft =
  | { type: 'text'; text: string; font: string }
  | { type: 'draw'; image: string }
  | { type: 'image'; file: Blob };
