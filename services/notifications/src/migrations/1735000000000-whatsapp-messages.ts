import { SqlMigration } from '@rubrica/database';

/**
 * The WhatsApp messages WhatsApp accepted: its message id (`wamid`), the job that sent it and what
 * the message was about, so a status webhook (delivered, read, failed) finds its way back to the
 * producer. No message text is kept.
 */
export class WhatsappMessages1735000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE whatsapp_messages (
        id text PRIMARY KEY,
        job_id text NOT NULL UNIQUE,
        recipient text NOT NULL,
        template text NOT NULL,
        subject_ref jsonb,
        status text NOT NULL DEFAULT 'accepted'
          CHECK (status IN ('accepted', 'sent', 'delivered', 'read', 'failed')),
        status_at timestamptz NOT NULL DEFAULT now(),
        error jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    // Statuses that came before their message was recorded (WhatsApp can answer by webhook
    // before the sending worker has written the message id down); applied once it is.
    `
      CREATE TABLE whatsapp_early_statuses (
        message_id text NOT NULL,
        status text NOT NULL,
        status_at timestamptz NOT NULL,
        error jsonb,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (message_id, status)
      )`,
  ];

  protected readonly downSql = ['DROP TABLE whatsapp_early_statuses', 'DROP TABLE whatsapp_messages'];
}
