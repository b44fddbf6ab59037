import { defineEmailTemplate } from './email-template.js';

/**
 * A recipient's turn: sign, approve or view. `message` is the sender's note (may be empty);
 * `deadline`, when the envelope expires, comes already formatted for the recipient's language.
 * `subject`, when the sender typed one in the wizard (spec §4, review step), is the e-mail's
 * subject and heading; the body still names the sender and the envelope.
 */
export const envelopeActionRequiredTemplate = defineEmailTemplate({
  required: ['sender', 'title', 'message', 'link'],
  optional: ['deadline', 'subject'],
  content: {
    'pt-BR': ({ sender, title, message, link, deadline, subject }) => ({
      subject: subject || `${sender} enviou "${title}" para você`,
      preview: `Documentos aguardando sua ação no Rubrica.`,
      heading: subject || `${sender} enviou documentos para você`,
      paragraphs: [
        subject
          ? `${sender} enviou o envelope "${title}", que aguarda sua ação.`
          : `O envelope "${title}" aguarda sua ação.`,
        ...(message ? [message] : []),
        ...(deadline ? [`Prazo: ${deadline}.`] : []),
      ],
      action: { label: 'Revisar documentos', url: link },
      notes: ['Este link é pessoal: não o encaminhe.'],
    }),
    en: ({ sender, title, message, link, deadline, subject }) => ({
      subject: subject || `${sender} sent you "${title}"`,
      preview: `Documents are waiting for you on Rubrica.`,
      heading: subject || `${sender} sent you documents`,
      paragraphs: [
        subject
          ? `${sender} sent you the envelope "${title}", which is waiting for you.`
          : `The envelope "${title}" is waiting for you.`,
        ...(message ? [message] : []),
        ...(deadline ? [`Deadline: ${deadline}.`] : []),
      ],
      action: { label: 'Review documents', url: link },
      notes: ['This link is personal: do not forward it.'],
    }),
    es: ({ sender, title, message, link, deadline, subject }) => ({
      subject: subject || `${sender} te envió "${title}"`,
      preview: `Hay documentos esperándote en Rubrica.`,
      heading: subject || `${sender} te envió documentos`,
      paragraphs: [
        subject
          ? `${sender} te envió el sobre "${title}", que espera tu acción.`
          : `El sobre "${title}" espera tu acción.`,
        ...(message ? [message] : []),
        ...(deadline ? [`Plazo: ${deadline}.`] : []),
      ],
      action: { label: 'Revisar documentos', url: link },
      notes: ['Este enlace es personal: no lo reenvíes.'],
    }),
  },
});
