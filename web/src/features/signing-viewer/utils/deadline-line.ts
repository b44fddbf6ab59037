import type { RecipientType } from '../../../lib/envelopes/envelope-types.js';

export type DeadlineLine =
  | { key: 'expiredOn'; date: string }
  | { key: 'approvalDeadline'; date: string }
  | { key: 'signingDeadline'; date: string }
  | { key: 'completionDeadline'; date: string }
  | { key: 'noDeadline' };

/**
 * The viewer's deadline line (spec §2, signing viewer): 'expired on' once expired; the approval
 * deadline for an approver, the signing deadline for a signer, the completion deadline for anyone
 * else; 'no deadline' when there is none.
 */
export const deadlineLine = (
  envelope: { state: string; expire_at?: string | null },
  recipientType: RecipientType,
  now: Date = new Date(),
): DeadlineLine => {
  const deadline = envelope.expire_at;
  const expired =
    envelope.state === 'expired' || (deadline != null && new Date(deadline).getTime() < now.getTime());
  if (expired && deadline) return { key: 'expiredOn', date: deadline };
  if (!deadline) return { key: 'noDeadline' };
  if (recipientType === 'approver') return { key: 'approvalDeadline', date: deadline };
  if (recipientType === 'signer' || recipientType === 'in-person-signer')
    return { key: 'signingDeadline', date: deadline };
  return { key: 'completionDeadline', date: deadline };
};
