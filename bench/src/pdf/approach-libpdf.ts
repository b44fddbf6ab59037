// @libpdf/core's own draw-and-sign (Documenso today): the library loads the document, draws,
// embeds, and signs as an appended revision with its PKCS#12 signer and its own CMS.
import { P12Signer, PDF, rgb } from '@libpdf/core';
import QRCode from 'qrcode';
import { boxes, dateText, signatureImage, signerName, verifyUrl } from './pdf-inputs.js';

export async function signLibpdf(source: Uint8Array, p12: Uint8Array, password: string): Promise<Uint8Array> {
  const pdf = await PDF.load(source);
  const page = pdf.getPage(pdf.getPageCount() - 1)!;
  const { width, height } = page;
  const rect = (box: readonly number[]) => ({
    x: box[0] * width,
    y: height - (box[1] + box[3]) * height,
    width: box[2] * width,
    height: box[3] * height,
  });
  page.drawImage(pdf.embedImage(signatureImage()), rect(boxes.signature));
  const name = rect(boxes.name);
  page.drawText(signerName, { x: name.x, y: name.y, font: 'Helvetica', size: 10, color: rgb(0, 0, 0) });
  const date = rect(boxes.date);
  page.drawText(dateText, { x: date.x, y: date.y, font: 'Helvetica', size: 10, color: rgb(0, 0, 0) });
  page.drawImage(pdf.embedImage(await QRCode.toBuffer(verifyUrl, { margin: 2 })), rect(boxes.qr));
  const signer = await P12Signer.create(p12, password);
  const { bytes } = await pdf.sign({
    signer,
    fieldName: 'Assinatura',
    reason: 'Assinatura eletrônica',
    subFilter: 'ETSI.CAdES.detached',
  });
  return bytes;
}
