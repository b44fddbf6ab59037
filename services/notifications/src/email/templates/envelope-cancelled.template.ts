import { defineEmailTemplate } from './email-template.js';

/** Tells the recipients that the sender cancelled the envelope; their links stop working. */
export const envelopeCancelledTemplate = defineEmailTemplate({
  required: ['title', 'sender'],
  optional: ['reason'],
  content: {
    'pt-BR': ({ title, sender, reason }) => ({
      subject: `"${title}" foi cancelado`,
      preview: `${sender} cancelou o envelope.`,
      heading: 'Envelope cancelado',
      paragraphs: [`${sender} cancelou o envelope "${title}".`, ...(reason ? [`Motivo: ${reason}`] : [])],
      notes: ['Nenhuma ação sua é necessária.'],
    }),
    en: ({ title, sender, reason }) => ({
      subject: `"${title}" was cancelled`,
      preview: `${sender} cancelled the envelope.`,
      heading: 'Envelope cancelled',
      paragraphs: [`${sender} cancelled the envelope "${title}".`, ...(reason ? [`Reason: ${reason}`] : [])],
      notes: ['No action is needed from you.'],
    }),
    es: ({ title, sender, reason }) => ({
      subject: `"${title}" fue cancelado`,
      preview: `${sender} canceló el sobre.`,
      heading: 'Sobre cancelado',
      paragraphs: [`${sender} canceló el sobre "${title}".`, ...(reason ? [`Motivo: ${reason}`] : [])],
      notes: ['No necesitas hacer nada.'],
    }),
  },
});
