import { defineEmailTemplate } from './email-template.js';

/** Tells the sender that the envelope reached its deadline before every recipient acted. */
export const envelopeExpiredTemplate = defineEmailTemplate({
  required: ['title', 'link'],
  optional: [],
  content: {
    'pt-BR': ({ title, link }) => ({
      subject: `"${title}" expirou`,
      preview: 'O prazo do envelope terminou.',
      heading: 'Envelope expirado',
      paragraphs: [`O prazo do envelope "${title}" terminou antes que todos os destinatários agissem.`],
      action: { label: 'Ver envelope', url: link },
    }),
    en: ({ title, link }) => ({
      subject: `"${title}" expired`,
      preview: 'The envelope reached its deadline.',
      heading: 'Envelope expired',
      paragraphs: [`The envelope "${title}" reached its deadline before every recipient acted.`],
      action: { label: 'View envelope', url: link },
    }),
    es: ({ title, link }) => ({
      subject: `"${title}" expiró`,
      preview: 'El plazo del sobre terminó.',
      heading: 'Sobre expirado',
      paragraphs: [`El plazo del sobre "${title}" terminó antes de que todos los destinatarios actuaran.`],
      action: { label: 'Ver sobre', url: link },
    }),
  },
});
