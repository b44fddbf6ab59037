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
export {
  prepareExternalSignature,
  type ExternalSignatureRequest,
  type PreparedExternalSignature,
} from './prepare-external-signature.js';
export { completeExternalSignature, externalSignatureValue } from './complete-external-signature.js';
export { signaturePolicies, type SignaturePolicy, type SignaturePolicyName } from './signature-policy.js';
export {
  TIMESTAMP_RESERVE_BYTES,
  type SignatureDetails,
  type SignatureTimestamper,
  type SignerCredentials,
} from './signer.types.js';
export { loadPkcs12 } from './load-pkcs12.js';
export { loadPemCredentials } from './load-pem-credentials.js';
export {
  ensureDevelopmentCertificate,
  type DevelopmentCertificate,
  type DevelopmentCertificateOptions,
} from './ensure-development-certificate.js';
export { inspectPdf, type PageInfo, type PdfInspection } from './inspect-pdf.js';
export { PdfErrorCode, pdfError } from './pdf.errors.js';
export {
  addDocumentTimestamp,
  type DocumentTimestamper,
  type DocumentTimestampOptions,
  type DocumentTimestampResult,
} from './document-timestamp.js';
export { addValidationData, type ValidationData, type ValidationDataResult } from './validation-data.js';
export { signatureMaterial, type FoundTimestamp, type SignatureMaterial } from './signature-material.js';
