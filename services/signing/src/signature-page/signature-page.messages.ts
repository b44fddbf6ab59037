import { DEFAULT_MESSAGE_LOCALE, matchMessageLocale, type MessageLocale } from '@rubrica/errors';

/** The signature page's language: one of the product's, the sender's (envelopes-and-signing §1, §9). */
export type PageLocale = MessageLocale;

export interface PageMessages {
  heading: string;
  envelope: string;
  title: string;
  subject: string;
  sender: string;
  createdAt: string;
  sentAt: string;
  completedAt: string;
  validation: string;
  validationCode: string;
  validationHint: string;
  /** Shown when an ICP-Brasil certificate signed: the government validator beside ours. */
  governmentValidatorHint: string;
  /** Beside the VALIDAR QR code (validar_url): how the government's reader takes it. */
  validarQrHint: (code: string) => string;
  /** Under the history: the attached JSON and how the chain is checked. */
  historyAttached: string;
  documents: string;
  pages: string;
  recipients: string;
  type: string;
  signatureType: string;
  /** A qualified signer's certificate line (SignaturePageRecipient.certificate). */
  certificate: string;
  state: string;
  identifiers: string;
  actions: string;
  ipAddress: string;
  location: string;
  userAgent: string;
  history: string;
  by: string;
  none: string;
  page: (current: number, total: number) => string;
  recipientTypes: Record<string, string>;
  signatureTypes: Record<string, string>;
  actionNames: Record<string, string>;
  /**
   * A recipient's state in the words the web app uses for it (envelopes.recipientStates), with
   * `approved` for an approver who is done: one label on every screen and on this page.
   */
  stateNames: Record<string, string>;
}

export const PAGE_MESSAGES: Record<PageLocale, PageMessages> = {
  'pt-BR': {
    heading: 'Folha de assinaturas',
    envelope: 'Envelope',
    title: 'Título',
    subject: 'Assunto',
    sender: 'Remetente',
    createdAt: 'Criado em',
    sentAt: 'Enviado em',
    completedAt: 'Concluído em',
    validation: 'Validação',
    validationCode: 'Código de validação',
    validationHint: 'Para conferir a autenticidade, leia o QR code ou acesse',
    governmentValidatorHint:
      'Assinaturas com certificado ICP-Brasil também podem ser conferidas no validador do governo (ITI VALIDAR): envie os documentos assinados em',
    validarQrHint: (code) =>
      `Ou leia o QR code abaixo no VALIDAR (site ou aplicativo VALIDAR – QR Code) e informe o código ${code}:`,
    historyAttached:
      'O histórico encadeado por hash segue anexado a esta folha (history.json) e é conferido pelo verificador público.',
    documents: 'Documentos',
    pages: 'Páginas',
    recipients: 'Destinatários',
    type: 'Tipo',
    signatureType: 'Tipo de assinatura',
    certificate: 'Certificado digital',
    state: 'Situação',
    identifiers: 'Identificadores',
    actions: 'Ações',
    ipAddress: 'IP',
    location: 'Localização',
    userAgent: 'Navegador',
    history: 'Histórico',
    by: 'por',
    none: 'nenhum',
    page: (current, total) => `Página ${current} de ${total}`,
    recipientTypes: {
      signer: 'Assinante',
      approver: 'Aprovador',
      'carbon-copy': 'Visualizador',
      'in-person-signer': 'Assinante presencial',
    },
    signatureTypes: { simple: 'Eletrônica simples', qualified: 'Eletrônica qualificada' },
    actionNames: { signed: 'Assinou', approved: 'Aprovou', viewed: 'Visualizou', rejected: 'Recusou' },
    stateNames: {
      done: 'Assinado',
      approved: 'Aprovado',
      refused: 'Recusado',
      waiting: 'Aguardando',
      following: 'Acompanhando',
    },
  },
  en: {
    heading: 'Signature page',
    envelope: 'Envelope',
    title: 'Title',
    subject: 'Subject',
    sender: 'Sender',
    createdAt: 'Created at',
    sentAt: 'Sent at',
    completedAt: 'Completed at',
    validation: 'Validation',
    validationCode: 'Validation code',
    validationHint: 'To check its authenticity, scan the QR code or visit',
    governmentValidatorHint:
      "ICP-Brasil certificate signatures can also be checked by the government's validator (ITI VALIDAR): upload the signed documents at",
    validarQrHint: (code) =>
      `Or scan the QR code below with VALIDAR (its site or the VALIDAR – QR Code app) and enter the code ${code}:`,
    historyAttached:
      'The hash-chained history is attached to this page (history.json) and is checked by the public verifier.',
    documents: 'Documents',
    pages: 'Pages',
    recipients: 'Recipients',
    type: 'Type',
    signatureType: 'Signature type',
    certificate: 'Digital certificate',
    state: 'State',
    identifiers: 'Identifiers',
    actions: 'Actions',
    ipAddress: 'IP',
    location: 'Location',
    userAgent: 'Browser',
    history: 'History',
    by: 'by',
    none: 'none',
    page: (current, total) => `Page ${current} of ${total}`,
    recipientTypes: {
      signer: 'Signer',
      approver: 'Approver',
      'carbon-copy': 'Viewer',
      'in-person-signer': 'In-person signer',
    },
    signatureTypes: { simple: 'Simple electronic', qualified: 'Qualified electronic' },
    actionNames: { signed: 'Signed', approved: 'Approved', viewed: 'Viewed', rejected: 'Rejected' },
    stateNames: {
      done: 'Signed',
      approved: 'Approved',
      refused: 'Rejected',
      waiting: 'Waiting',
      following: 'Following',
    },
  },
  es: {
    heading: 'Hoja de firmas',
    envelope: 'Sobre',
    title: 'Título',
    subject: 'Asunto',
    sender: 'Remitente',
    createdAt: 'Creado el',
    sentAt: 'Enviado el',
    completedAt: 'Completado el',
    validation: 'Validación',
    validationCode: 'Código de validación',
    validationHint: 'Para comprobar su autenticidad, escanee el código QR o visite',
    governmentValidatorHint:
      'Las firmas con certificado ICP-Brasil también pueden comprobarse en el validador del gobierno (ITI VALIDAR): suba los documentos firmados en',
    validarQrHint: (code) =>
      `O escanee el código QR de abajo con VALIDAR (su sitio o la aplicación VALIDAR – QR Code) e introduzca el código ${code}:`,
    historyAttached:
      'El historial encadenado por hash va adjunto a esta hoja (history.json) y lo comprueba el verificador público.',
    documents: 'Documentos',
    pages: 'Páginas',
    recipients: 'Destinatarios',
    type: 'Tipo',
    signatureType: 'Tipo de firma',
    certificate: 'Certificado digital',
    state: 'Estado',
    identifiers: 'Identificadores',
    actions: 'Acciones',
    ipAddress: 'IP',
    location: 'Ubicación',
    userAgent: 'Navegador',
    history: 'Historial',
    by: 'por',
    none: 'ninguno',
    page: (current, total) => `Página ${current} de ${total}`,
    recipientTypes: {
      signer: 'Firmante',
      approver: 'Aprobador',
      'carbon-copy': 'Visualizador',
      'in-person-signer': 'Firmante presencial',
    },
    signatureTypes: { simple: 'Electrónica simple', qualified: 'Electrónica cualificada' },
    actionNames: { signed: 'Firmó', approved: 'Aprobó', viewed: 'Visualizó', rejected: 'Rechazó' },
    stateNames: {
      done: 'Firmado',
      approved: 'Aprobado',
      refused: 'Rechazado',
      waiting: 'En espera',
      following: 'Siguiendo',
    },
  },
};

/**
 * The page's language, matched as every Rubrica page matches one; anything unknown falls back to
 * pt-BR, the product's default (§1).
 */
export function pageLocaleOf(locale: string): PageLocale {
  return matchMessageLocale(locale) ?? DEFAULT_MESSAGE_LOCALE;
}
