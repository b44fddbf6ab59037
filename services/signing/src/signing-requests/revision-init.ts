/** A document revision as the answers carry it (rubrica.signing.v1.DocumentRevision). */
export interface RevisionInit {
  documentId: string;
  blobKey: string;
  sha256: string;
  sizeBytes: bigint;
  /** Set for sealed files only (the public verifier compares it). */
  sha1?: string;
  /** Set for sealed files only: the seal carries a signature timestamp. */
  timestamped?: boolean;
}
