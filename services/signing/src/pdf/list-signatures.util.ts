import { PdfArray, PdfName, PdfNumber, type PDF, type SignatureField } from '@libpdf/core';

/** A signature already in the document, as its signature dictionary declares it. */
export interface ExistingSignature {
  fieldName: string;
  subFilter: string | null;
  /** [offset1, length1, offset2, length2]: the bytes the signature covers. */
  byteRange: number[];
}

/** The document's signed signature fields (document timestamps included), in field order. */
export function listSignatures(pdf: PDF): ExistingSignature[] {
  const form = pdf.getForm();
  if (!form) return [];
  const signatures: ExistingSignature[] = [];
  for (const field of form.getFields()) {
    if (field.type !== 'signature') continue;
    const signature = field as SignatureField;
    if (!signature.isSigned()) continue;
    const dict = signature.getSignatureDict();
    if (!dict) continue;
    const resolve = (ref: Parameters<PDF['getObject']>[0]) => pdf.getObject(ref);
    const range = dict.getArray('ByteRange', resolve);
    const subFilter = dict.get('SubFilter', resolve);
    signatures.push({
      fieldName: field.name,
      subFilter: subFilter instanceof PdfName ? subFilter.value : null,
      byteRange:
        range instanceof PdfArray
          ? range.toArray().map((item) => (item instanceof PdfNumber ? item.value : Number.NaN))
          : [],
    });
  }
  return signatures;
}
