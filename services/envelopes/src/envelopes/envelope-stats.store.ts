import type { EntityManager } from 'typeorm';

/**
 * An organization's sent envelopes counted by state (all senders', or one's), an envelope being
 * processed counted as in transit.
 */
export function countSentEnvelopes(
  manager: EntityManager,
  organizationId: string,
  senderUserId: string | null,
): Promise<Array<{ state: string; count: string }>> {
  return manager.query(
    `SELECT CASE WHEN state = 'processing' THEN 'in-transit' ELSE state END AS state, count(*) AS count
       FROM envelopes
      WHERE organization_id = $1 AND ($2::uuid IS NULL OR sender_user_id = $2)
        AND state IN ('in-transit', 'processing', 'rejected', 'completed', 'cancelled')
      GROUP BY 1`,
    [organizationId, senderUserId],
  );
}
