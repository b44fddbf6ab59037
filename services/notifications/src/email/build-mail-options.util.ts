import type { SendMailOptions } from 'nodemailer';
import type { OutgoingEmail } from './mail-transport.js';

/** The nodemailer message for an e-mail, the same whether it is sent or written to the outbox. */
export function buildMailOptions(from: string, message: OutgoingEmail): SendMailOptions {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rubrica.local';
  const localPart = message.jobId.replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${localPart}@${domain}>`,
    headers: {
      'X-Rubrica-Template': message.template,
      ...(message.category ? { 'X-Rubrica-Category': message.category } : {}),
    },
  };
}
