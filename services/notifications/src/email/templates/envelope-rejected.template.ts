import { defineEmailTemplate } from './email-template.js';

/** Tells the sender (and the other recipients) that a recipient rejected the envelope, and why. */
export const envelopeRejectedTemplate = defineEmailTemplate({
  required: ['title', 'recipient', 'reason'],
  optional: [],
  content: {
    'pt-BR': ({ title, recipient, reason }) => ({
      subject: `"${title}" foi rejeitado`,
      preview: `${recipient} rejeitou o envelope.`,
      heading: 'Envelope rejeitado',
      paragraphs: [`${recipient} rejeitou o envelope "${title}".`, `Motivo: ${reason}`],
      notes: ['O envelope foi encerrado e não aceita mais assinaturas.'],
    }),
    en: ({ title, recipient, reason }) => ({
      subject: `"${title}" was rejected`,
      preview: `${recipient} rejected the envelope.`,
      heading: 'Envelope rejected',
      paragraphs: [`${recipient} rejected the envelope "${title}".`, `Reason: ${reason}`],
      notes: ['The envelope is closed and no longer accepts signatures.'],
    }),
    es: ({ title, recipient, reason }) => ({
      subject: `"${title}" fue rechazado`,
      preview: `${recipient} rechazó el sobre.`,
      heading: 'Sobre rechazado',
      paragraphs: [`${recipient} rechazó el sobre "${title}".`, `Motivo: ${reason}`],
      notes: ['El sobre se cerró y ya no acepta firmas.'],
    }),
  },
});
