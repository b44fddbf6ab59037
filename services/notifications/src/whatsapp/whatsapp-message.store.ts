import type { WhatsappSubjectRef } from '@rubrica/jobs';
import type { EntityManager } from 'typeorm';
import type { WhatsappFailureReporter } from './whatsapp-failure.reporter.js';

/** A message WhatsApp accepted (table `whatsapp_messages`). */
export interface WhatsappMessageRow {
  id: string;
  job_id: string;
  recipient: string;
  template: string;
  subject_ref: WhatsappSubjectRef | null;
  status: WhatsappMessageStatus;
  status_at: Date;
}

/** The order statuses move in; a webhook may arrive late, and never moves a message back. */
export const WHATSAPP_STATUS_RANK = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;
export type WhatsappMessageStatus = keyof typeof WHATSAPP_STATUS_RANK;

/** One status WhatsApp reported for a message. */
export interface WhatsappStatusUpdate {
  status: Exclude<WhatsappMessageStatus, 'accepted'>;
  at: Date;
  error?: { code: number; title?: string; message?: string; error_data?: { details?: string } };
}

/** How long a status for a message this service never recorded is kept (another app's, or lost). */
const EARLY_STATUS_RETENTION = '1 day';

/**
 * Records an accepted message, then applies the statuses that arrived before it was recorded. A
 * second record of the same job keeps the first.
 */
export async function recordAcceptedWhatsapp(
  manager: EntityManager,
  failures: WhatsappFailureReporter,
  message: { id: string; jobId: string; to: string; template: string; subjectRef?: WhatsappSubjectRef },
): Promise<void> {
  await manager.query(
    `INSERT INTO whatsapp_messages (id, job_id, recipient, template, subject_ref)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [
      message.id,
      message.jobId,
      message.to,
      message.template,
      message.subjectRef ? JSON.stringify(message.subjectRef) : null,
    ],
  );
  const early = (await manager.query(
    `WITH taken AS (DELETE FROM whatsapp_early_statuses WHERE message_id = $1 RETURNING status, status_at, error)
     SELECT * FROM taken`,
    [message.id],
  )) as Array<{
    status: WhatsappStatusUpdate['status'];
    status_at: Date;
    error: WhatsappStatusUpdate['error'] | null;
  }>;
  for (const row of early.sort((a, b) => WHATSAPP_STATUS_RANK[a.status] - WHATSAPP_STATUS_RANK[b.status]))
    await applyWhatsappStatus(manager, failures, message.id, {
      status: row.status,
      at: new Date(row.status_at),
      error: row.error ?? undefined,
    });
}

/** The message a job already sent, if WhatsApp accepted one for it. */
export async function whatsappMessageOfJob(
  manager: EntityManager,
  jobId: string,
): Promise<WhatsappMessageRow | undefined> {
  const [row] = (await manager.query('SELECT * FROM whatsapp_messages WHERE job_id = $1', [
    jobId,
  ])) as WhatsappMessageRow[];
  return row;
}

/**
 * Moves a message to a status WhatsApp reported (only forward; `failed` is final); a `failed`
 * message becomes `rubrica.notifications.whatsapp.failed` in the same transaction. A status for a
 * message not recorded (yet) is kept a while for `recordAcceptedWhatsapp`. True when it changed
 * a message.
 */
export async function applyWhatsappStatus(
  manager: EntityManager,
  failures: WhatsappFailureReporter,
  messageId: string,
  update: WhatsappStatusUpdate,
): Promise<boolean> {
  const [message] = (await manager.query('SELECT * FROM whatsapp_messages WHERE id = $1 FOR UPDATE', [
    messageId,
  ])) as WhatsappMessageRow[];
  if (!message) {
    await manager.query(
      `INSERT INTO whatsapp_early_statuses (message_id, status, status_at, error) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [messageId, update.status, update.at, update.error ? JSON.stringify(update.error) : null],
    );
    await manager.query(
      `DELETE FROM whatsapp_early_statuses WHERE received_at < now() - interval '${EARLY_STATUS_RETENTION}'`,
    );
    return false;
  }
  if (
    message.status === 'failed' ||
    WHATSAPP_STATUS_RANK[update.status] <= WHATSAPP_STATUS_RANK[message.status]
  )
    return false;
  await manager.query('UPDATE whatsapp_messages SET status = $2, status_at = $3, error = $4 WHERE id = $1', [
    message.id,
    update.status,
    update.at,
    update.error ? JSON.stringify(update.error) : null,
  ]);
  if (update.status === 'failed') {
    const error = update.error;
    const detail = error?.error_data?.details ?? error?.message ?? error?.title;
    await failures.report(
      {
        jobId: message.job_id,
        to: message.recipient,
        template: message.template,
        subjectRef: message.subject_ref,
        reason: `WhatsApp reported the message failed${error ? ` (code ${error.code})` : ''}${detail ? `: ${detail}` : ''}`,
        permanent: true,
        attemptsMade: 1,
        messageId: message.id,
        errorCode: error?.code,
      },
      manager,
    );
  }
  return true;
}
