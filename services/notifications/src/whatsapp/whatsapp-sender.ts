import type { CloudTemplateMessage } from './whatsapp-cloud-api.js';

/** A message handed to WhatsApp. */
export interface OutgoingWhatsapp {
  /** The `send-whatsapp` job's id, for the logs and the sandbox's copy. */
  jobId: string;
  request: CloudTemplateMessage;
  /** What the recipient reads, for the sandbox's copy and log line. */
  text: string;
  button?: { label: string; link: string };
}

/**
 * Where WhatsApp messages go: the Cloud API, or the sandbox. Resolves with WhatsApp's message id
 * (`wamid...`); throws `WhatsappApiError` when WhatsApp refuses, any other error when it cannot
 * be reached.
 */
export interface WhatsappSender {
  send(message: OutgoingWhatsapp): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export const WHATSAPP_SENDER = Symbol('WHATSAPP_SENDER');
