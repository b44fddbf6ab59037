import type { EntityManager } from 'typeorm';
import type { RecipientRequestPayload } from '../envelope-flow/signing-requests.js';

export interface PendingRequest {
  id: string;
  envelopeId: string;
  recipientId: string | null;
  kind: 'recipient' | 'seal';
  payload: RecipientRequestPayload;
}

/**
 * The still-pending request an answer of the signing service refers to, locked; null for an answer
 * to a request already settled, superseded (the envelope ended or a retry replaced it) or unknown.
 */
export async function pendingRequest(
  manager: EntityManager,
  requestId: string,
  envelopeId: string,
  kind: 'recipient' | 'seal',
): Promise<PendingRequest | null> {
  const rows: Array<{
    id: string;
    envelope_id: string;
    recipient_id: string | null;
    kind: 'recipient' | 'seal';
    payload: RecipientRequestPayload;
  }> = await manager.query(
    `SELECT id, envelope_id, recipient_id, kind, payload FROM signing_requests
     WHERE id::text = $1 AND envelope_id::text = $2 AND kind = $3 AND status = 'pending' FOR UPDATE`,
    [requestId, envelopeId, kind],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    envelopeId: row.envelope_id,
    recipientId: row.recipient_id,
    kind: row.kind,
    payload: row.payload,
  };
}

export async function settleRequest(
  manager: EntityManager,
  requestId: string,
  status: 'applied' | 'failed',
): Promise<void> {
  await manager.query(`UPDATE signing_requests SET status = $2, settled_at = now() WHERE id = $1`, [
    requestId,
    status,
  ]);
}
