import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from './returned-rows.util.js';
import type { RecipientAction } from '../envelopes/domain/envelope-state-machine.js';

/** How and from where a recipient acted (printed on the signature page). */
export interface ActionContext {
  ipAddress: string;
  userAgent: string;
  latitude?: number;
  longitude?: number;
}

/**
 * How a qualified signer's certificate signs (proto QualifiedSignature), as kept with the request
 * so the reconciler publishes it again unchanged. Signatures are base64.
 */
export type QualifiedRequest =
  | { cloud: { session: string; alias: string } }
  | {
      external: {
        transactionId: string;
        signatures: Array<{ documentId: string; signature: string }>;
      };
    };

export interface RecipientRequestPayload extends ActionContext {
  action: RecipientAction;
  qualified?: QualifiedRequest;
}

/** A row of `signing_requests` still waiting for the signing service's answer. */
export interface PendingRequest {
  id: string;
  envelopeId: string;
  recipientId: string | null;
  kind: 'recipient' | 'seal';
  payload: RecipientRequestPayload;
}

/** A working revision of a document as `document_revisions` keeps it. */
export interface RevisionRow {
  document_id: string;
  blob_key: string;
  sha256: string;
  size: string;
}

/**
 * The SQL of `signing_requests` (what the envelopes service asked the signing service, so its
 * answers are matched, stale ones ignored and stuck ones published again) and of
 * `document_revisions` (each document's working copy).
 */
@Injectable()
export class SigningRequestStore {
  async revisionsOf(manager: EntityManager, documentIds: string[]): Promise<RevisionRow[]> {
    if (!documentIds.length) return [];
    return manager.query(
      'SELECT document_id, blob_key, sha256, size FROM document_revisions WHERE document_id = ANY($1)',
      [documentIds],
    );
  }

  /**
   * Each document's working copy is now this revision: its current blob key and its revision
   * record, for every document in one statement (at most one revision per document).
   */
  async moveToRevisions(
    manager: EntityManager,
    revisions: ReadonlyArray<{ documentId: string; blobKey: string; sha256: string; size: number }>,
  ): Promise<void> {
    if (!revisions.length) return;
    await manager.query(
      `WITH moved AS (
         UPDATE documents d SET current_blob_key = r.blob_key
           FROM unnest($1::uuid[], $2::text[]) AS r(id, blob_key) WHERE d.id = r.id)
       INSERT INTO document_revisions (document_id, blob_key, sha256, size)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[])
       ON CONFLICT (document_id) DO UPDATE SET blob_key = EXCLUDED.blob_key, sha256 = EXCLUDED.sha256,
         size = EXCLUDED.size, updated_at = now()`,
      [
        revisions.map((revision) => revision.documentId),
        revisions.map((revision) => revision.blobKey),
        revisions.map((revision) => revision.sha256),
        revisions.map((revision) => revision.size),
      ],
    );
  }

  /**
   * Records a recipient's revision request: `pending` when no other recipient's revision is being
   * made for the envelope, else `queued` behind it. Says which it is and whether a recipient's
   * revision was applied to the envelope before, asked in the statement that inserts it.
   */
  async insertRecipientRequest(
    manager: EntityManager,
    request: { id: string; envelopeId: string; recipientId: string; payload: RecipientRequestPayload },
  ): Promise<{ queued: boolean; applied: boolean }> {
    const [row] = returnedRows<{ status: 'pending' | 'queued'; applied: boolean }>(
      await manager.query(
        `WITH earlier AS (
           SELECT coalesce(bool_or(status = 'pending'), false) AS pending,
                  coalesce(bool_or(status = 'applied'), false) AS applied
             FROM signing_requests
            WHERE envelope_id = $2::uuid AND kind = 'recipient' AND status IN ('pending', 'applied'))
         INSERT INTO signing_requests (id, envelope_id, recipient_id, kind, status, payload)
           SELECT $1::uuid, $2::uuid, $3::uuid, 'recipient',
                  CASE WHEN earlier.pending THEN 'queued' ELSE 'pending' END, $4::jsonb
             FROM earlier
         RETURNING status, (SELECT applied FROM earlier) AS applied`,
        [request.id, request.envelopeId, request.recipientId, JSON.stringify(request.payload)],
      ),
    );
    return { queued: row!.status === 'queued', applied: row!.applied };
  }

  /** A pending sealing request is replaced by a new one, in one statement. */
  async replaceSealRequest(manager: EntityManager, envelopeId: string, requestId: string): Promise<void> {
    await manager.query(
      `WITH superseded AS (
         UPDATE signing_requests SET status = 'superseded', settled_at = now()
          WHERE envelope_id = $2 AND kind = 'seal' AND status = 'pending')
       INSERT INTO signing_requests (id, envelope_id, kind, status, payload) VALUES ($1, $2, 'seal', 'pending', '{}')`,
      [requestId, envelopeId],
    );
  }

  /** This recipient's own revision is being made or waits its turn. */
  hasRequestOf(manager: EntityManager, recipientId: string): Promise<boolean> {
    return this.anyRecipientRequest(manager, 'recipient_id', recipientId, ['pending', 'queued']);
  }

  /** A recipient's revision is being made or waits its turn: the documents are about to move. */
  hasRevisionUnderWay(manager: EntityManager, envelopeId: string): Promise<boolean> {
    return this.anyRecipientRequest(manager, 'envelope_id', envelopeId, ['pending', 'queued']);
  }

  /** A recipient's revision has already been applied to this envelope's documents. */
  hasAppliedRevision(manager: EntityManager, envelopeId: string): Promise<boolean> {
    return this.anyRecipientRequest(manager, 'envelope_id', envelopeId, ['applied']);
  }

  /** Some recipient request of the envelope (or of the recipient) is in one of `statuses`. */
  private async anyRecipientRequest(
    manager: EntityManager,
    owner: 'envelope_id' | 'recipient_id',
    id: string,
    statuses: ReadonlyArray<'pending' | 'queued' | 'applied'>,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM signing_requests
        WHERE ${owner} = $1 AND kind = 'recipient' AND status = ANY($2::text[]) LIMIT 1`,
      [id, statuses],
    );
    return rows.length > 0;
  }

  /**
   * The oldest queued recipient request of the envelope, locked, once no recipient's revision is
   * being made for it (none while one is pending): the two asked in one statement.
   */
  async lockNextQueued(
    manager: EntityManager,
    envelopeId: string,
  ): Promise<{ id: string; recipient_id: string; payload: RecipientRequestPayload } | undefined> {
    const rows: Array<{ id: string; recipient_id: string; payload: RecipientRequestPayload }> =
      await manager.query(
        `SELECT id, recipient_id, payload FROM signing_requests
          WHERE envelope_id = $1 AND kind = 'recipient' AND status = 'queued'
            AND NOT EXISTS (
              SELECT 1 FROM signing_requests
               WHERE envelope_id = $1 AND kind = 'recipient' AND status = 'pending')
          ORDER BY created_at, id LIMIT 1 FOR UPDATE`,
        [envelopeId],
      );
    return rows[0];
  }

  async supersede(manager: EntityManager, requestId: string): Promise<void> {
    await manager.query(
      `UPDATE signing_requests SET status = 'superseded', settled_at = now() WHERE id = $1`,
      [requestId],
    );
  }

  /** The envelope ended: no request still awaited or queued will be used. */
  async supersedeOpen(manager: EntityManager, envelopeId: string): Promise<void> {
    await manager.query(
      `UPDATE signing_requests SET status = 'superseded', settled_at = now()
       WHERE envelope_id = $1 AND status IN ('pending', 'queued')`,
      [envelopeId],
    );
  }

  async markPublished(manager: EntityManager, requestId: string): Promise<void> {
    await manager.query(
      `UPDATE signing_requests SET status = 'pending', last_published_at = now() WHERE id = $1`,
      [requestId],
    );
  }

  async markRepublished(manager: EntityManager, requestId: string): Promise<void> {
    await manager.query(
      'UPDATE signing_requests SET attempts = attempts + 1, last_published_at = now() WHERE id = $1',
      [requestId],
    );
  }

  async payloadOf(manager: EntityManager, requestId: string): Promise<RecipientRequestPayload | undefined> {
    const [row]: Array<{ payload: RecipientRequestPayload }> = await manager.query(
      'SELECT payload FROM signing_requests WHERE id = $1',
      [requestId],
    );
    return row?.payload;
  }

  /** Envelopes whose queued requests wait behind nothing (no recipient request pending). */
  async strandedEnvelopeIds(dataSource: DataSource, limit: number): Promise<string[]> {
    const envelopes: Array<{ envelope_id: string }> = await dataSource.query(
      `SELECT DISTINCT q.envelope_id FROM signing_requests q
        WHERE q.status = 'queued' AND NOT EXISTS (
          SELECT 1 FROM signing_requests p
           WHERE p.envelope_id = q.envelope_id AND p.kind = 'recipient' AND p.status = 'pending')
        LIMIT ${Number(limit)}`,
    );
    return envelopes.map((row) => row.envelope_id);
  }

  /** Requests published before `before` and still unanswered, oldest first. */
  async stuck(
    dataSource: DataSource,
    before: Date,
    limit: number,
  ): Promise<
    Array<{ id: string; envelope_id: string; recipient_id: string | null; kind: 'recipient' | 'seal' }>
  > {
    return dataSource.query(
      `SELECT id, envelope_id, recipient_id, kind FROM signing_requests
         WHERE status = 'pending' AND last_published_at < $1 ORDER BY last_published_at LIMIT ${Number(limit)}`,
      [before],
    );
  }

  /** The request is still pending and was last published before `before`. */
  async isStillStuck(manager: EntityManager, requestId: string, before: Date): Promise<boolean> {
    const still: unknown[] = await manager.query(
      `SELECT 1 FROM signing_requests WHERE id = $1 AND status = 'pending' AND last_published_at < $2`,
      [requestId, before],
    );
    return still.length > 0;
  }

  /**
   * The still-pending request an answer of the signing service refers to, locked; null for an
   * answer to a request already settled, superseded (the envelope ended or a retry replaced it)
   * or unknown.
   */
  async lockPending(
    manager: EntityManager,
    requestId: string,
    envelopeId: string,
    kind: 'recipient' | 'seal',
  ): Promise<PendingRequest | null> {
    const rows: PendingRequest[] = await manager.query(
      `SELECT id, envelope_id AS "envelopeId", recipient_id AS "recipientId", kind, payload
       FROM signing_requests
       WHERE id::text = $1 AND envelope_id::text = $2 AND kind = $3 AND status = 'pending' FOR UPDATE`,
      [requestId, envelopeId, kind],
    );
    return rows[0] ?? null;
  }

  async settle(manager: EntityManager, requestId: string, status: 'applied' | 'failed'): Promise<void> {
    await manager.query(`UPDATE signing_requests SET status = $2, settled_at = now() WHERE id = $1`, [
      requestId,
      status,
    ]);
  }
}
