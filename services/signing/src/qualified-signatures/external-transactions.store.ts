import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { isUuid } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';

/** One document of a prepared plugin signature. */
export interface PreparedDocument {
  documentId: string;
  /** The revision the hash was prepared over (stale if the envelope moved on meanwhile). */
  baseSha256: string;
  /** The prepared PDF (signature revision with an empty CMS) in the blob store. */
  preparedBlobKey: string;
  /** Base64 of the DER signed attributes the plugin signs (through their SHA-256). */
  signedAttributes: string;
}

export interface ExternalTransaction {
  id: string;
  envelopeId: string;
  organizationId: string;
  recipientId: string;
  /** Base64 DER, signer first. */
  certificateChain: string[];
  documents: PreparedDocument[];
  expiresAt: Date;
}

/**
 * Prepared plugin signatures between `signing.prepare_signable_hashes.v1` and the recipient's
 * signing request (the spec's `tcn` is the id). Expired ones are removed with their prepared PDFs
 * as new ones are prepared.
 */
@Injectable()
export class ExternalTransactions {
  private readonly logger = new Logger('ExternalTransactions');

  constructor(private readonly dataSource: DataSource) {}

  newId(): string {
    return randomUUID();
  }

  async save(transaction: ExternalTransaction): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO external_signature_transactions
         (id, envelope_id, organization_id, recipient_id, certificate_chain, documents, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        transaction.id,
        transaction.envelopeId,
        transaction.organizationId,
        transaction.recipientId,
        JSON.stringify(transaction.certificateChain),
        JSON.stringify(transaction.documents),
        transaction.expiresAt,
      ],
    );
  }

  /** The live transaction `id` names; undefined when unknown (or not a uuid) or expired. */
  async find(id: string): Promise<ExternalTransaction | undefined> {
    if (!isUuid(id)) return undefined;
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT * FROM external_signature_transactions WHERE id = $1 AND expires_at > now()`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id as string,
      envelopeId: row.envelope_id as string,
      organizationId: row.organization_id as string,
      recipientId: row.recipient_id as string,
      certificateChain: row.certificate_chain as string[],
      documents: row.documents as PreparedDocument[],
      expiresAt: row.expires_at as Date,
    };
  }

  /** Removes expired transactions and their prepared PDFs. */
  async removeExpired(blobs: BlobStore): Promise<void> {
    // TypeORM answers a DELETE ... RETURNING on PostgreSQL as [rows, affected].
    const [rows]: [{ id: string; documents: PreparedDocument[] }[], number] = await this.dataSource.query(
      `DELETE FROM external_signature_transactions WHERE expires_at < now() RETURNING id, documents`,
    );
    const keys = rows.flatMap((row) => row.documents.map((document) => document.preparedBlobKey));
    await removeBlobs(blobs, keys, this.logger);
  }
}
