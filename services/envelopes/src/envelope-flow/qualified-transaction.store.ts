import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedCertificate } from './certificate-line.util.js';
import { returnedRows } from './returned-rows.util.js';

export type QualifiedTransactionStatus = 'prepared' | 'submitted' | 'reset' | 'stale';

/** A document's working revision the signable hashes were computed on. */
export interface BaseRevision {
  documentId: string;
  blobKey: string;
  sha256: string;
}

export interface QualifiedTransaction {
  id: string;
  envelopeId: string;
  recipientId: string;
  transactionId: string;
  status: QualifiedTransactionStatus;
  baseRevisions: BaseRevision[];
  documentIds: string[];
  expiresAt: Date | null;
}

/** The columns read back, named as `QualifiedTransaction` names them. */
const COLUMNS = `id, envelope_id AS "envelopeId", recipient_id AS "recipientId",
  transaction_id AS "transactionId", status, base_revisions AS "baseRevisions",
  document_ids AS "documentIds", expires_at AS "expiresAt"`;

/**
 * The local-plugin signatures the signing service prepared (the spec's `tcn`), each on the
 * revisions current at that moment; always read within one recipient of one envelope, so a link
 * never reaches another envelope's transaction.
 */
@Injectable()
export class QualifiedTransactions {
  async record(
    manager: EntityManager,
    input: Omit<QualifiedTransaction, 'id' | 'status'> & { certificate?: RecordedCertificate },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO qualified_transactions
         (id, envelope_id, recipient_id, transaction_id, status, base_revisions, document_ids, certificate, expires_at)
       VALUES ($1, $2, $3, $4, 'prepared', $5, $6, $7, $8)`,
      [
        randomUUID(),
        input.envelopeId,
        input.recipientId,
        input.transactionId,
        JSON.stringify(input.baseRevisions),
        JSON.stringify(input.documentIds),
        input.certificate ? JSON.stringify(input.certificate) : null,
        input.expiresAt,
      ],
    );
  }

  /** The recipient's transaction named `transactionId`, locked; null when it is not theirs. */
  async find(
    manager: EntityManager,
    scope: { envelopeId: string; recipientId: string },
    transactionId: string,
  ): Promise<QualifiedTransaction | null> {
    const rows: QualifiedTransaction[] = await manager.query(
      `SELECT ${COLUMNS} FROM qualified_transactions
        WHERE transaction_id = $1 AND envelope_id = $2 AND recipient_id = $3 FOR UPDATE`,
      [transactionId, scope.envelopeId, scope.recipientId],
    );
    return rows[0] ?? null;
  }

  /** The recipient's transactions prepared and never submitted, locked. */
  async prepared(
    manager: EntityManager,
    scope: { envelopeId: string; recipientId: string },
  ): Promise<QualifiedTransaction[]> {
    const rows: QualifiedTransaction[] = await manager.query(
      `SELECT ${COLUMNS} FROM qualified_transactions
        WHERE envelope_id = $1 AND recipient_id = $2 AND status = 'prepared' ORDER BY created_at FOR UPDATE`,
      [scope.envelopeId, scope.recipientId],
    );
    return rows;
  }

  async settle(
    manager: EntityManager,
    id: string,
    status: Exclude<QualifiedTransactionStatus, 'prepared'>,
  ): Promise<void> {
    await manager.query(`UPDATE qualified_transactions SET status = $2, settled_at = now() WHERE id = $1`, [
      id,
      status,
    ]);
  }

  /** Preparations past their expiry and never submitted, oldest first. */
  expiredPrepared(
    manager: EntityManager,
    now: Date,
    limit: number,
  ): Promise<Array<{ id: string; envelope_id: string; recipient_id: string }>> {
    return manager.query(
      `SELECT id, envelope_id, recipient_id FROM qualified_transactions
        WHERE status = 'prepared' AND expires_at IS NOT NULL AND expires_at < $1
        ORDER BY expires_at LIMIT ${Number(limit)}`,
      [now],
    );
  }

  /** Resets a preparation still `prepared`; false when something else settled it first. */
  async resetPrepared(manager: EntityManager, id: string): Promise<boolean> {
    const settled = returnedRows<{ id: string }>(
      await manager.query(
        `UPDATE qualified_transactions SET status = 'reset', settled_at = now()
          WHERE id = $1 AND status = 'prepared' RETURNING id`,
        [id],
      ),
    );
    return settled.length > 0;
  }

  /** The recipient has another preparation still within its expiry. */
  async hasLivePreparation(manager: EntityManager, recipientId: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM qualified_transactions WHERE recipient_id = $1 AND status = 'prepared' AND expires_at >= $2`,
      [recipientId, now],
    );
    return rows.length > 0;
  }
}
