import { createHash } from 'node:crypto';
import { AppendableDocument } from './appendable-document.js';
import type { Drawing } from './drawing.types.js';
import { pdfDate } from './pdf-date.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { buildSignedAttributes } from './signed-attributes.util.js';
import { signaturePolicies, type SignaturePolicy } from './signature-policy.js';
import type { SignatureDetails } from './signer.types.js';
import { signingAlgorithmOf } from './signing-algorithm.util.js';
import { addDrawings, loadQrModules, type StampMode } from './stamp-revision.js';
import { PdfRef, dict, isDict, name, textString, type PdfDict, type PdfValue } from './syntax/pdf-objects.js';
import { signaturePlaceholders, type WrittenPlaceholder } from './syntax/revision-writer.js';

export interface SignatureRevisionRequest extends SignatureDetails {
  /** DER, signer first. */
  certificateChain: Uint8Array[];
  /** The signer's field values and contents, drawn in the same revision as the signature. */
  drawings?: readonly Drawing[];
  /** How those drawings go in (see StampMode); `auto` when absent. */
  stampMode?: StampMode;
  /** Room for a timestamp token added when the signature is completed (PAdES B-T), in bytes. */
  timestampReserveBytes?: number;
}

/** A signature revision written but not yet joined to its source: `source ++ appended` is the file. */
export interface SignatureRevision {
  source: Buffer;
  appended: Buffer;
  placeholder: WrittenPlaceholder;
  signedAttributesDer: Uint8Array;
  fieldName: string;
  fullRewrite: boolean;
}

/**
 * One signer's revision in one pass: their drawings, the signature field and dictionary with the
 * reserved /Contents, the cross-reference section; then one SHA-256 over the byte ranges (the
 * source as it is, then the appended bytes around the gap) for the signed attributes.
 */
export async function writeSignatureRevision(
  sourceBytes: Uint8Array,
  request: SignatureRevisionRequest,
): Promise<SignatureRevision> {
  const chain = request.certificateChain;
  if (chain.length === 0) throw pdfError(PdfErrorCode.InvalidCredentials, 'A certificate chain is required.');
  const algorithm = signingAlgorithmOf(chain[0]);
  const policy = resolvePolicy(request.policy);
  const signingTime = request.signingTime ?? new Date();
  const drawings = request.drawings ?? [];
  const qrModules = await loadQrModules(drawings);
  const chainBytes = chain.reduce((sum, der) => sum + der.length, 0);
  const timestampBytes = request.timestampReserveBytes ?? 0;
  const reservedBytes =
    Math.ceil((chainBytes + algorithm.maxSignatureBytes + timestampBytes + 2560) / 1024) * 1024;

  return AppendableDocument.with(sourceBytes, (document) => {
    if (drawings.length > 0) addDrawings(document, drawings, request.stampMode ?? 'auto', qrModules);
    const written = appendSignatureField(
      document,
      request.name ?? `Signature ${document.signatures().length + 1}`,
      dict({
        Type: name('Sig'),
        Filter: name('Adobe.PPKLite'),
        SubFilter: name('ETSI.CAdES.detached'),
        ...signaturePlaceholders(reservedBytes * 2),
        M: textString(pdfDate(signingTime)),
        ...(request.reason ? { Reason: textString(request.reason) } : {}),
        ...(request.location ? { Location: textString(request.location) } : {}),
        ...(request.contactInfo ? { ContactInfo: textString(request.contactInfo) } : {}),
      }),
    );
    const signedAttributesDer = buildSignedAttributes({
      documentDigest: written.documentDigest,
      signingCertificateDer: chain[0],
      ...(policy?.cmsSigningTime === false ? {} : { signingTime }),
      ...(policy ? { policy } : {}),
    });
    return {
      source: document.source,
      appended: written.appended,
      placeholder: written.placeholder,
      signedAttributesDer,
      fieldName: written.fieldName,
      fullRewrite: document.fullRewrite,
    };
  });
}

/** A signature field written with the rest of the revision, and the digest of what it covers. */
export interface WrittenSignatureField {
  appended: Buffer;
  placeholder: WrittenPlaceholder;
  fieldName: string;
  /** SHA-256 over the byte ranges: the source as it is, then the appended bytes around the gap. */
  documentDigest: Buffer;
}

/**
 * Adds `signature` (a dictionary with `signaturePlaceholders`) as the value of a new invisible
 * signature field, merged with its widget on page 1 (ISO 32000-1 12.7.4.5), writes the revision
 * and hashes the byte ranges once.
 */
export function appendSignatureField(
  document: AppendableDocument,
  wantedName: string,
  signature: PdfDict,
): WrittenSignatureField {
  const fieldName = uniqueFieldName(
    document.fields().map((field) => field.fullName),
    wantedName,
  );
  const { writer } = document;
  const signatureRef = writer.addSignature(signature);
  const page = document.page(0);
  const field = writer.add(
    dict({
      FT: name('Sig'),
      T: textString(fieldName),
      V: signatureRef,
      Type: name('Annot'),
      Subtype: name('Widget'),
      F: 132,
      P: page.ref,
      Rect: [0, 0, 0, 0],
    }),
  );
  document.addAnnotation(page, field);
  addToAcroForm(document, field);

  const { appended, placeholder } = writer.write();
  if (!placeholder) throw new Error('The signature placeholder was not written.');
  const gapStart = placeholder.byteRange[1] - document.source.length;
  const gapEnd = placeholder.byteRange[2] - document.source.length;
  const documentDigest = createHash('sha256')
    .update(document.source)
    .update(appended.subarray(0, gapStart))
    .update(appended.subarray(gapEnd))
    .digest();
  return { appended, placeholder, fieldName, documentDigest };
}

function addToAcroForm(document: AppendableDocument, field: PdfRef): void {
  const { writer } = document;
  const withField = (form: PdfDict): PdfDict => {
    const copy: PdfDict = new Map(form);
    const fields = copy.get('Fields');
    if (fields instanceof PdfRef && Array.isArray(writer.current(fields))) {
      writer.set(fields, [...(writer.current(fields) as PdfValue[]), field]);
    } else copy.set('Fields', Array.isArray(fields) ? [...fields, field] : [field]);
    const flags = document.file.resolve(copy.get('SigFlags'));
    copy.set('SigFlags', (typeof flags === 'number' ? flags : 0) | 3);
    return copy;
  };
  const catalog = document.catalog();
  const form = catalog.get('AcroForm');
  if (form instanceof PdfRef && isDict(writer.current(form))) {
    writer.set(form, withField(writer.current(form) as PdfDict));
    return;
  }
  const updated: PdfDict = new Map(catalog);
  updated.set('AcroForm', writer.add(withField(isDict(form) ? form : new Map())));
  writer.set(document.catalogRef, updated);
}

function resolvePolicy(policy: SignatureDetails['policy']): SignaturePolicy | undefined {
  if (policy === undefined) return undefined;
  if (typeof policy !== 'string') return policy;
  const known = signaturePolicies[policy];
  if (!known) throw pdfError(PdfErrorCode.InvalidCredentials, `Unknown signature policy: ${String(policy)}.`);
  return known;
}

// Dots separate levels of a field name (ISO 32000 12.7.4.2); names must be unique in the form.
function uniqueFieldName(existing: string[], wanted: string): string {
  const base =
    wanted
      .replace(/[.\s]+/g, ' ')
      .trim()
      .slice(0, 100) || 'Signature';
  const taken = new Set(existing);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}
