import { defineEmailTemplate } from './email-template.js';

/** A reminder to a recipient who has not acted yet; `deadline` comes formatted for their language. */
export const envelopeReminderTemplate = defineEmailTemplate({
  required: ['sender', 'title', 'link'],
  optional: ['deadline'],
  content: {
    'pt-BR': ({ sender, title, link, deadline }) => ({
      subject: `Lembrete: "${title}" aguarda sua ação`,
      preview: `${sender} aguarda sua ação no Rubrica.`,
      heading: 'Documentos aguardando você',
      paragraphs: [
        `${sender} lembra que o envelope "${title}" ainda aguarda sua ação.`,
        ...(deadline ? [`Prazo: ${deadline}.`] : []),
      ],
      action: { label: 'Revisar documentos', url: link },
      notes: ['Este link é pessoal: não o encaminhe.'],
    }),
    en: ({ sender, title, link, deadline }) => ({
      subject: `Reminder: "${title}" is waiting for you`,
      preview: `${sender} is waiting for you on Rubrica.`,
      heading: 'Documents are waiting for you',
      paragraphs: [
        `${sender} reminds you that the envelope "${title}" is still waiting for you.`,
        ...(deadline ? [`Deadline: ${deadline}.`] : []),
      ],
      action: { label: 'Review documents', url: link },
      notes: ['This link is personal: do not forward it.'],
    }),
    es: ({ sender, title, link, deadline }) => ({
      subject: `Recordatorio: "${title}" espera tu acción`,
      preview: `${sender} espera tu acción en Rubrica.`,
      heading: 'Hay documentos esperándote',
      paragraphs: [
        `${sender} te recuerda que el sobre "${title}" aún espera tu acción.`,
        ...(deadline ? [`Plazo: ${deadline}.`] : []),
      ],
      action: { label: 'Revisar documentos', url: link },
      notes: ['Este enlace es personal: no lo reenvíes.'],
    }),
  },
});
