import type { WhatsappLocale, WhatsappTemplateName } from '@rubrica/jobs';

/**
 * One message template as it is registered in WhatsApp Manager: WhatsApp sends only approved
 * templates, so the texts below are the ones to submit for approval (one per language, under
 * `name`), and the sandbox fills them to show what the recipient reads.
 */
export interface WhatsappTemplate {
  /** The template's name in WhatsApp Manager. */
  name: string;
  /** The job params filling the body's `{{1}}`, `{{2}}` ... in that order. */
  params: readonly string[];
  /**
   * A URL button registered as `<PUBLIC_URL>/{{1}}`: the job's link path fills it, so each message
   * opens its own action link.
   */
  button?: Record<WhatsappLocale, string>;
  body: Record<WhatsappLocale, string>;
}

/** WhatsApp's language codes for the product's languages. */
export const WHATSAPP_LANGUAGE_CODES: Record<WhatsappLocale, string> = {
  'pt-BR': 'pt_BR',
  en: 'en',
  es: 'es',
};

const openButton = { 'pt-BR': 'Abrir documento', en: 'Open document', es: 'Abrir documento' };

/** The same moments as the envelope e-mails (spec: envelopes and signing, sections 2 and 4). */
export const WHATSAPP_TEMPLATES: Record<WhatsappTemplateName, WhatsappTemplate> = {
  'envelope-action-required': {
    name: 'rubrica_envelope_action_required',
    params: ['sender', 'title'],
    button: openButton,
    body: {
      'pt-BR': '{{1}} enviou "{{2}}" para você pela Rubrica. Toque no botão abaixo para ver e assinar.',
      en: '{{1}} sent you "{{2}}" through Rubrica. Tap the button below to review and sign it.',
      es: '{{1}} le envió "{{2}}" a través de Rubrica. Toque el botón de abajo para revisarlo y firmarlo.',
    },
  },
  'envelope-reminder': {
    name: 'rubrica_envelope_reminder',
    params: ['sender', 'title'],
    button: openButton,
    body: {
      'pt-BR': 'Lembrete: "{{2}}", enviado por {{1}}, ainda aguarda a sua ação.',
      en: 'Reminder: "{{2}}", sent by {{1}}, is still waiting for you.',
      es: 'Recordatorio: "{{2}}", enviado por {{1}}, aún espera su acción.',
    },
  },
  'envelope-rejected': {
    name: 'rubrica_envelope_rejected',
    params: ['title', 'recipient', 'reason'],
    body: {
      'pt-BR': '"{{1}}" foi recusado por {{2}}. Motivo: {{3}}',
      en: '"{{1}}" was rejected by {{2}}. Reason: {{3}}',
      es: '"{{1}}" fue rechazado por {{2}}. Motivo: {{3}}',
    },
  },
  'envelope-cancelled': {
    name: 'rubrica_envelope_cancelled',
    params: ['title', 'sender'],
    body: {
      'pt-BR': '{{2}} cancelou "{{1}}". Não é mais preciso fazer nada.',
      en: '{{2}} cancelled "{{1}}". There is nothing left for you to do.',
      es: '{{2}} canceló "{{1}}". Ya no necesita hacer nada.',
    },
  },
  'envelope-expired': {
    name: 'rubrica_envelope_expired',
    params: ['title'],
    body: {
      'pt-BR': 'O prazo de "{{1}}" terminou e o documento não pode mais ser assinado.',
      en: 'The deadline of "{{1}}" has passed; the document can no longer be signed.',
      es: 'El plazo de "{{1}}" terminó; el documento ya no se puede firmar.',
    },
  },
  'envelope-completed': {
    name: 'rubrica_envelope_completed',
    params: ['title'],
    button: {
      'pt-BR': 'Baixar documentos',
      en: 'Download documents',
      es: 'Descargar documentos',
    },
    body: {
      'pt-BR': 'Todos assinaram "{{1}}". Toque no botão abaixo para baixar os documentos assinados.',
      en: 'Everyone signed "{{1}}". Tap the button below to download the signed documents.',
      es: 'Todos firmaron "{{1}}". Toque el botón de abajo para descargar los documentos firmados.',
    },
  },
};

/** The template registered under a WhatsApp Manager name, if any. */
export function whatsappTemplateByName(name: string): WhatsappTemplate | undefined {
  return Object.values(WHATSAPP_TEMPLATES).find((template) => template.name === name);
}
