import { defineEmailTemplate } from './email-template.js';

/** Sent to everyone on the envelope once the last recipient acted; the link leads to the signed documents. */
export const envelopeCompletedTemplate = defineEmailTemplate({
  required: ['title', 'link'],
  optional: [],
  content: {
    'pt-BR': ({ title, link }) => ({
      subject: `"${title}" foi concluído`,
      preview: 'Todos os destinatários concluíram suas ações.',
      heading: 'Envelope concluído',
      paragraphs: [
        `Todos os destinatários concluíram o envelope "${title}". Os documentos assinados estão disponíveis.`,
      ],
      action: { label: 'Baixar documentos', url: link },
    }),
    en: ({ title, link }) => ({
      subject: `"${title}" is complete`,
      preview: 'Every recipient has acted.',
      heading: 'Envelope completed',
      paragraphs: [`Every recipient has completed the envelope "${title}". The signed documents are ready.`],
      action: { label: 'Download documents', url: link },
    }),
    es: ({ title, link }) => ({
      subject: `"${title}" fue completado`,
      preview: 'Todos los destinatarios completaron sus acciones.',
      heading: 'Sobre completado',
      paragraphs: [
        `Todos los destinatarios completaron el sobre "${title}". Los documentos firmados están disponibles.`,
      ],
      action: { label: 'Descargar documentos', url: link },
    }),
  },
});
