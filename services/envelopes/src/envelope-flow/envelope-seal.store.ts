import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A sealed document as the verifier compares it. */
export interface SealedDocumentRow {
  document_id: string;
  envelope_id: string;
  sha1: string;
}

/**
 * The SQL of what sealing produced: `sealed_documents` (each signed document's key and hashes,
 * the verifier comparing SHA-1s) and `envelope_seals` (the signature page).
 */
@Injectable()
export class EnvelopeSealStore {
  async saveSealedDocument(
    manager: EntityManager,
    sealed: {
      documentId: string;
      envelopeId: string;
      blobKey: string;
      sha256: string;
      sha1: string;
      size: number;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO sealed_documents (document_id, envelope_id, blob_key, sha256, sha1, size)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (document_id) DO UPDATE SET blob_key = EXCLUDED.blob_key, sha256 = EXCLUDED.sha256,
         sha1 = EXCLUDED.sha1, size = EXCLUDED.size`,
      [sealed.documentId, sealed.envelopeId, sealed.blobKey, sealed.sha256, sealed.sha1, sealed.size],
    );
  }

  async saveSignaturePage(
    manager: EntityManager,
    envelopeId: string,
    page: { blobKey: string; sha256: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO envelope_seals (envelope_id, signature_page_blob_key, signature_page_sha256) VALUES ($1, $2, $3)
       ON CONFLICT (envelope_id) DO UPDATE SET signature_page_blob_key = EXCLUDED.signature_page_blob_key,
         signature_page_sha256 = EXCLUDED.signature_page_sha256, sealed_at = now()`,
      [envelopeId, page.blobKey, page.sha256],
    );
  }

  async signaturePageKey(manager: EntityManager, envelopeId: string): Promise<string | undefined> {
    const rows: Array<{ signature_page_blob_key: string }> = await manager.query(
      'SELECT signature_page_blob_key FROM envelope_seals WHERE envelope_id = $1',
      [envelopeId],
    );
    return rows[0]?.signature_page_blob_key;
  }

  /** The signed copies' keys of an envelope's documents. */
  sealedKeys(
    manager: EntityManager,
    envelopeId: string,
  ): Promise<Array<{ document_id: string; blob_key: string }>> {
    return manager.query('SELECT document_id, blob_key FROM sealed_documents WHERE envelope_id = $1', [
      envelopeId,
    ]);
  }

  /** The sealed document with this SHA-1, within one envelope when given. */
  async findBySha1(
    manager: EntityManager,
    sha1: string,
    envelopeId?: string,
  ): Promise<SealedDocumentRow | null> {
    const rows: SealedDocumentRow[] = await manager.query(
      envelopeId
        ? 'SELECT document_id, envelope_id, sha1 FROM sealed_documents WHERE sha1 = $1 AND envelope_id = $2'
        : 'SELECT document_id, envelope_id, sha1 FROM sealed_documents WHERE sha1 = $1',
      envelopeId ? [sha1, envelopeId] : [sha1],
    );
    return rows[0] ?? null;
  }

  sealedOf(manager: EntityManager, envelopeId: string): Promise<SealedDocumentRow[]> {
    return manager.query(
      'SELECT document_id, envelope_id, sha1 FROM sealed_documents WHERE envelope_id = $1',
      [envelopeId],
    );
  }
}
