// The signing service's PDF engine: appended revisions, PAdES signatures, external signing,
// signing credentials and inspection. See README.md for the choices behind it.
export { stampRevision, type StampMode, type StampOptions, type StampResult } from './stamp-revision.js';
export type {
  CheckboxDrawing,
  Drawing,
  FontFamily,
  ImageDrawing,
  QrCodeDrawing,
  TextDrawing,
} from './drawing.types.js';
export { signPdf, type SignPdfOptions, type SignPdfResult } from './sign-pdf.js';
export type { AppendedOutput } from './appended-output.util.js';
export type { ExternalSignatureRequest, PreparedExternalSignature } from './prepare-external-signature.js';
export { completeExternalSignature, externalSignatureValue } from './complete-external-signature.js';
export { signaturePolicies, type SignaturePolicy, type SignaturePolicyName } from './signature-policy.js';
export {
  TIMESTAMP_RESERVE_BYTES,
  type SignatureDetails,
  type SignatureTimestamper,
  type SignerCredentials,
} from './signer.types.js';
export { loadPemCredentials } from './load-pem-credentials.js';
export type {
  DevelopmentCertificate,
  DevelopmentCertificateOptions,
} from './ensure-development-certificate.js';
export type { PageInfo, PdfInspection } from './inspect-pdf.js';
export { PdfErrorCode, pdfError } from './pdf.errors.js';
export type {
  DocumentTimestamper,
  DocumentTimestampOptions,
  DocumentTimestampResult,
} from './document-timestamp.js';
export type { ValidationData, ValidationDataResult } from './validation-data.js';
export type { FoundTimestamp, SignatureMaterial } from './signature-material.js';

// What a signature does not use is loaded on its first call, so a process that only signs loads
// only the signing path: credentials from PKCS#12 or a generated certificate, inspection, the first
// step of an external signature, and the long-term validation steps (document timestamps,
// validation data, the material they need).
export const prepareExternalSignature: typeof import('./prepare-external-signature.js').prepareExternalSignature =
  async (...args) => (await import('./prepare-external-signature.js')).prepareExternalSignature(...args);
export const loadPkcs12: typeof import('./load-pkcs12.js').loadPkcs12 = async (...args) =>
  (await import('./load-pkcs12.js')).loadPkcs12(...args);
export const ensureDevelopmentCertificate: typeof import('./ensure-development-certificate.js').ensureDevelopmentCertificate =
  async (...args) =>
    (await import('./ensure-development-certificate.js')).ensureDevelopmentCertificate(...args);
export const inspectPdf: typeof import('./inspect-pdf.js').inspectPdf = async (...args) =>
  (await import('./inspect-pdf.js')).inspectPdf(...args);
export const addDocumentTimestamp: typeof import('./document-timestamp.js').addDocumentTimestamp = async (
  ...args
) => (await import('./document-timestamp.js')).addDocumentTimestamp(...args);
export const addValidationData: typeof import('./validation-data.js').addValidationData = async (...args) =>
  (await import('./validation-data.js')).addValidationData(...args);
export const signatureMaterial: typeof import('./signature-material.js').signatureMaterial = async (
  ...args
) => (await import('./signature-material.js')).signatureMaterial(...args);
