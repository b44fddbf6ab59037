import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A sealed document as the verifier compares it. */
export interface SealedDocumentRow {
  document_id: string;
  envelope_id: string;
  sha1: string;
}

/** A sealed copy as a version of it is recorded (a document's, or the signature page's). */
export interface SealedCopyVersion {
  blobKey: string;
  sha256: string;
  sha1: string;
  size: number;
  version: number;
}

/**
 * The SQL of what sealing produced: `sealed_documents` (each signed document's key and hashes,
 * the verifier comparing SHA-1s), `envelope_seals` (the signature page), and
 * `sealed_copy_versions` (every earlier version of either, once re-timestamped).
 */
@Injectable()
export class EnvelopeSealStore {
  /**
   * What sealing produced, in one statement: each signed document's key and hashes (at most one
   * per document) and the signature page's.
   */
  async saveSeal(
    manager: EntityManager,
    envelopeId: string,
    documents: ReadonlyArray<{
      documentId: string;
      blobKey: string;
      sha256: string;
      sha1: string;
      size: number;
    }>,
    page: { blobKey: string; sha256: string },
  ): Promise<void> {
    await manager.query(
      `WITH sealed AS (
         INSERT INTO sealed_documents (document_id, envelope_id, blob_key, sha256, sha1, size)
           SELECT document_id, $1::uuid, blob_key, sha256, sha1, size
             FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::bigint[])
               AS d(document_id, blob_key, sha256, sha1, size)
         ON CONFLICT (document_id) DO UPDATE SET blob_key = EXCLUDED.blob_key, sha256 = EXCLUDED.sha256,
           sha1 = EXCLUDED.sha1, size = EXCLUDED.size)
       INSERT INTO envelope_seals (envelope_id, signature_page_blob_key, signature_page_sha256) VALUES ($1::uuid, $7, $8)
       ON CONFLICT (envelope_id) DO UPDATE SET signature_page_blob_key = EXCLUDED.signature_page_blob_key,
         signature_page_sha256 = EXCLUDED.signature_page_sha256, sealed_at = now()`,
      [
        envelopeId,
        documents.map((document) => document.documentId),
        documents.map((document) => document.blobKey),
        documents.map((document) => document.sha256),
        documents.map((document) => document.sha1),
        documents.map((document) => document.size),
        page.blobKey,
        page.sha256,
      ],
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

  /**
   * The sealed document with this SHA-1, within one envelope when given: the copy served now, or
   * any earlier version of it (a file downloaded before a re-timestamp is still ours).
   */
  async findBySha1(
    manager: EntityManager,
    sha1: string,
    envelopeId?: string,
  ): Promise<SealedDocumentRow | null> {
    const inEnvelope = envelopeId ? 'AND envelope_id = $2' : '';
    const rows: SealedDocumentRow[] = await manager.query(
      `SELECT document_id, envelope_id, sha1 FROM sealed_documents WHERE sha1 = $1 ${inEnvelope}
       UNION ALL
       SELECT document_id, envelope_id, sha1 FROM sealed_copy_versions
       WHERE sha1 = $1 AND document_id IS NOT NULL ${inEnvelope}
       LIMIT 1`,
      envelopeId ? [sha1, envelopeId] : [sha1],
    );
    return rows[0] ?? null;
  }

  /**
   * The copy of a document (`documentId`) or of the envelope's signature page (null) served now,
   * locked until the transaction ends; undefined when the envelope has no such sealed copy.
   */
  async lockCurrentCopy(
    manager: EntityManager,
    envelopeId: string,
    documentId: string | null,
  ): Promise<SealedCopyVersion | undefined> {
    const rows: Array<{ blob_key: string; sha256: string; sha1: string; size: string; version: number }> =
      documentId
        ? await manager.query(
            `SELECT blob_key, sha256, sha1, size, version FROM sealed_documents
             WHERE document_id = $1 AND envelope_id = $2 FOR UPDATE`,
            [documentId, envelopeId],
          )
        : // envelope_seals keeps no SHA-1 or size of the page: the verifier matches documents only.
          await manager.query(
            `SELECT signature_page_blob_key AS blob_key, signature_page_sha256 AS sha256, '' AS sha1, 0 AS size,
               signature_page_version AS version
             FROM envelope_seals WHERE envelope_id = $1 FOR UPDATE`,
            [envelopeId],
          );
    const row = rows[0];
    return row
      ? {
          blobKey: row.blob_key,
          sha256: row.sha256,
          sha1: row.sha1,
          size: Number(row.size),
          version: row.version,
        }
      : undefined;
  }

  /** Whether this file was once a sealed copy of the envelope (an earlier version). */
  async isEarlierVersion(manager: EntityManager, envelopeId: string, blobKey: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM sealed_copy_versions WHERE blob_key = $1 AND envelope_id = $2',
      [blobKey, envelopeId],
    );
    return rows.length > 0;
  }

  /** Keeps a version that is no longer (or never was) the one served; once per file. */
  async keepEarlierVersion(
    manager: EntityManager,
    envelopeId: string,
    documentId: string | null,
    copy: SealedCopyVersion,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO sealed_copy_versions (blob_key, envelope_id, document_id, version, sha256, sha1, size)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (blob_key) DO NOTHING`,
      [copy.blobKey, envelopeId, documentId, copy.version, copy.sha256, copy.sha1, copy.size],
    );
  }

  /** Serves `copy` from now on as the document's (or, for null, the signature page's) sealed copy. */
  async replaceCurrentCopy(
    manager: EntityManager,
    envelopeId: string,
    documentId: string | null,
    copy: SealedCopyVersion,
  ): Promise<void> {
    if (documentId) {
      await manager.query(
        `UPDATE sealed_documents SET blob_key = $3, sha256 = $4, sha1 = $5, size = $6, version = $7
         WHERE document_id = $1 AND envelope_id = $2`,
        [documentId, envelopeId, copy.blobKey, copy.sha256, copy.sha1, copy.size, copy.version],
      );
      return;
    }
    await manager.query(
      `UPDATE envelope_seals SET signature_page_blob_key = $2, signature_page_sha256 = $3,
         signature_page_version = $4 WHERE envelope_id = $1`,
      [envelopeId, copy.blobKey, copy.sha256, copy.version],
    );
  }

  sealedOf(manager: EntityManager, envelopeId: string): Promise<SealedDocumentRow[]> {
    return manager.query(
      'SELECT document_id, envelope_id, sha1 FROM sealed_documents WHERE envelope_id = $1',
      [envelopeId],
    );
  }
}
