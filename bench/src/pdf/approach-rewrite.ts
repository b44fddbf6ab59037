// The full-rewrite pipeline of older signing products (older Documenso, OpenSign): pdf-lib loads
// the whole document, draws, adds a placeholder and saves it all again; @signpdf signs with
// node-forge. A re-save breaks every earlier signature, which is why Rubrica appends.
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdfDefault, { type SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { boxes, dateText, signatureImage, signerName, verifyUrl } from './pdf-inputs.js';

// In ESM, @signpdf/signpdf's default export is under `.default` (STACK-NOTES).
const loaded = signpdfDefault as unknown as SignPdf & { default?: SignPdf };
const signpdf: SignPdf = loaded.default ?? loaded;

export async function signRewrite(
  source: Uint8Array,
  p12: Uint8Array,
  password: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(source);
  const page = doc.getPage(doc.getPageCount() - 1);
  const { width, height } = page.getSize();
  const rect = (box: readonly number[]) => ({
    x: box[0] * width,
    y: height - (box[1] + box[3]) * height,
    width: box[2] * width,
    height: box[3] * height,
  });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawImage(await doc.embedPng(signatureImage()), rect(boxes.signature));
  page.drawText(signerName, { ...rect(boxes.name), font, size: 10, color: rgb(0, 0, 0) });
  page.drawText(dateText, { ...rect(boxes.date), font, size: 10, color: rgb(0, 0, 0) });
  page.drawImage(await doc.embedPng(await QRCode.toBuffer(verifyUrl, { margin: 2 })), rect(boxes.qr));
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: 'Assinatura eletrônica',
    contactInfo: '',
    name: signerName,
    location: '',
  });
  const saved = await doc.save({ useObjectStreams: false });
  return signpdf.sign(Buffer.from(saved), new P12Signer(Buffer.from(p12), { passphrase: password }));
}
