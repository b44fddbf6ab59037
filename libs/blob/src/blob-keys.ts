/**
 * Every blob-key layout of the platform. The services share one store and read each other's
 * objects by key (envelopes reads the signature images and revisions signing writes; signing
 * writes beside the documents envelopes uploads), so a layout is a contract: it lives here once,
 * and changing one is a data migration.
 */
export const blobKeys = {
  /** Everything of one envelope, as a listing prefix. */
  envelope: (organizationId: string, envelopeId: string) => `envelopes/${organizationId}/${envelopeId}/`,
  /** A document's original PDF; its revisions and sealed files sit beside it. */
  documentOriginal: (organizationId: string, envelopeId: string, documentId: string) =>
    `${document(organizationId, envelopeId, documentId)}/original.pdf`,
  /** An office file as uploaded, kept beside the PDF the storage service converts it into. */
  documentSource: (organizationId: string, envelopeId: string, documentId: string, extension: string) =>
    `${document(organizationId, envelopeId, documentId)}/source.${extension}`,
  /** A content image placed by the sender; each upload gets a new id. */
  contentImage: (
    organizationId: string,
    envelopeId: string,
    documentId: string,
    imageId: string,
    extension: 'png' | 'jpg',
  ) => `${document(organizationId, envelopeId, documentId)}/contents/${imageId}.${extension}`,
  /** A recipient's revision of a document, one per signing request (a retried job rewrites it). */
  revision: (organizationId: string, envelopeId: string, documentId: string, requestId: string) =>
    `${document(organizationId, envelopeId, documentId)}/rev-${requestId}.pdf`,
  /** A sealed document, one per sealing request. */
  sealed: (organizationId: string, envelopeId: string, documentId: string, requestId: string) =>
    `${document(organizationId, envelopeId, documentId)}/sealed-${requestId}.pdf`,
  /** A document prepared for an external (plugin) signature, one per transaction. */
  prepared: (organizationId: string, envelopeId: string, documentId: string, transactionId: string) =>
    `${document(organizationId, envelopeId, documentId)}/prepared-${transactionId}.pdf`,
  /** The envelope's signature page, one per sealing request. */
  signaturePage: (organizationId: string, envelopeId: string, requestId: string) =>
    `envelopes/${organizationId}/${envelopeId}/signature-page-${requestId}.pdf`,
  /** The photo a recipient took as identification. */
  recipientIdentifierPhoto: (organizationId: string, envelopeId: string, recipientId: string) =>
    `envelopes/${organizationId}/${envelopeId}/recipients/${recipientId}/identifiers/photo.jpg`,
  /** A user's kept signature or initials: one stable key per kind, a new image replaces the old. */
  userSignature: (userId: string, kind: SignatureImageKind) =>
    `signature-profiles/users/${userId}/${kind}.png`,
  /** A recipient's signature or initials, read by envelopes when the recipient acts. */
  recipientSignature: (recipientId: string, kind: SignatureImageKind) =>
    `signature-profiles/recipients/${recipientId}/${kind}.png`,
  /** A user's avatar; each upload gets a new id. */
  avatar: (userId: string, imageId: string, extension: string) => `avatars/${userId}/${imageId}.${extension}`,
  /** An organization's logo; each upload gets a new id. */
  organizationLogo: (organizationId: string, imageId: string) =>
    `organizations/${organizationId}/logo-${imageId}`,
  /** A stored PDF of an organization's document storage. */
  storageItem: (organizationId: string, itemId: string) => `storage/${organizationId}/items/${itemId}.pdf`,
};

export type SignatureImageKind = 'signature' | 'initials';

function document(organizationId: string, envelopeId: string, documentId: string): string {
  return `envelopes/${organizationId}/${envelopeId}/documents/${documentId}`;
}
