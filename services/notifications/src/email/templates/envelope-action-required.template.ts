import { defineEmailTemplate } from './email-template.js';

/**
 * A recipient's turn: sign, approve or view. `message` is the sender's note (may be empty);
 * `deadline`, when the envelope expires, comes already formatted for the recipient's language.
 */
export const envelopeActionRequiredTemplate = defineEmailTemplate({
  required: ['sender', 'title', 'message', 'link'],
  optional: ['deadline'],
  content: {
    'pt-BR': ({ sender, title, message, link, deadline }) => ({
      subject: `${sender} enviou "${title}" para você`,
      preview: `Documentos aguardando sua ação no Rubrica.`,
      heading: `${sender} enviou documentos para você`,
      paragraphs: [
        `O envelope "${title}" aguarda sua ação.`,
        ...(message ? [message] : []),
        ...(deadline ? [`Prazo: ${deadline}.`] : []),
      ],
      action: { label: 'Revisar documentos', url: link },
      notes: ['Este link é pessoal: não o encaminhe.'],
    }),
    en: ({ sender, title, message, link, deadline }) => ({
      subject: `${sender} sent you "${title}"`,
      preview: `Documents are waiting for you on Rubrica.`,
      heading: `${sender} sent you documents`,
      paragraphs: [
        `The envelope "${title}" is waiting for you.`,
        ...(message ? [message] : []),
        ...(deadline ? [`Deadline: ${deadline}.`] : []),
      ],
      action: { label: 'Review documents', url: link },
      notes: ['This link is personal: do not forward it.'],
    }),
    es: ({ sender, title, message, link, deadline }) => ({
      subject: `${sender} te envió "${title}"`,
      preview: `Hay documentos esperándote en Rubrica.`,
      heading: `${sender} te envió documentos`,
      paragraphs: [
        `El sobre "${title}" espera tu acción.`,
        ...(message ? [message] : []),
        ...(deadline ? [`Plazo: ${deadline}.`] : []),
      ],
      action: { label: 'Revisar documentos', url: link },
      notes: ['Este enlace es personal: no lo reenvíes.'],
    }),
  },
});
