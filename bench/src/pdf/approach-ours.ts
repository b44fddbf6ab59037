// Rubrica's engine: one signer's stamp and PAdES signature as one appended revision.
import { loadPemCredentials, signPdf, type Drawing } from '@rubrica/service-signing/pdf';
import { boxes, dateText, signatureImage, signerName, verifyUrl } from './pdf-inputs.js';

/** The drawings of one signer on `page` (1-based), as the signing workflows pass them. */
export function signerDrawings(page: number): Drawing[] {
  const at = (box: readonly number[]) => ({ page, x: box[0], y: box[1], width: box[2], height: box[3] });
  return [
    { kind: 'image', ...at(boxes.signature), image: signatureImage() },
    { kind: 'text', ...at(boxes.name), text: signerName },
    { kind: 'text', ...at(boxes.date), text: dateText },
    { kind: 'qr-code', ...at(boxes.qr), value: verifyUrl },
  ];
}

export async function signOurs(
  source: Uint8Array,
  pem: string,
  pageCount: number,
): Promise<readonly Uint8Array[]> {
  const signer = loadPemCredentials(pem);
  const result = await signPdf(source, {
    signer,
    reason: 'Assinatura eletrônica',
    drawings: signerDrawings(pageCount),
  });
  return result.parts;
}
