/** The two images a person keeps (spec §7: `signature` and `initials`). */
export type SignatureKind = 'signature' | 'initials';

/** What the creator modal sends (signing service: POST /signature-profiles/{kind}). */
export type SignatureDraft =
  | { type: 'text'; text: string; font: string }
  | { type: 'draw'; image: string }
  | { type: 'image'; file: Blob };

/** The body the signing service takes: JSON for typed or drawn, a form with the file for an image. */
export const signatureDraftBody = (draft: SignatureDraft): FormData | SignatureDraft => {
  if (draft.type !== 'image') return draft;
  const form = new FormData();
  form.set('type', 'image');
  form.set('file', draft.file, 'signature');
  return form;
};
