import { blobKeys } from '@rubrica/blob';

/**
 * Where a document's original PDF lives (`envelopes/{organization}/{envelope}/documents/{document}/original.pdf`);
 * later revisions and sealed files sit beside it under the same document folder.
 */
export function documentBlobKey(organizationId: string, envelopeId: string, documentId: string): string {
  return blobKeys.documentOriginal(organizationId, envelopeId, documentId);
}

/** A content image placed by the sender, under its document's folder; each upload gets a new id. */
export function contentImageBlobKey(
  organizationId: string,
  envelopeId: string,
  documentId: string,
  imageId: string,
  extension: 'png' | 'jpg',
): string {
  return blobKeys.contentImage(organizationId, envelopeId, documentId, imageId, extension);
}

/** An office file as uploaded, kept beside the PDF the storage service converts it into. */
export function documentSourceBlobKey(
  organizationId: string,
  envelopeId: string,
  documentId: string,
  extension: string,
): string {
  return blobKeys.documentSource(organizationId, envelopeId, documentId, extension);
}
