/** The languages of the SPA; the page follows the browser's Accept-Language, pt-BR by default. */
export type PageLanguage = 'pt-BR' | 'en' | 'es';

const TEXTS = {
  'pt-BR': {
    title: 'Autorizar aplicativo',
    question: (app: string) => `Autorizar ${app}?`,
    explanation: (app: string, from: string) =>
      `<strong>${app}</strong>${from} quer usar os certificados digitais deste computador para assinar documentos. Cada assinatura ainda pede o PIN do certificado.`,
    allow: 'Permitir',
    deny: 'Recusar',
    note: 'Plugin de assinatura (sandbox): certificados A1 de demonstração, sem valor jurídico.',
    allowedTitle: 'Aplicativo autorizado',
    allowed: (app: string) => `${app} autorizado`,
    allowedText: (app: string) => `Volte para ${app} para escolher o certificado e assinar.`,
    deniedTitle: 'Aplicativo recusado',
    denied: (app: string) => `${app} recusado`,
    deniedText: 'O aplicativo não poderá usar seus certificados.',
    missingTitle: 'Pedido não encontrado',
    missingText: 'Peça a autorização de novo pelo aplicativo.',
  },
  en: {
    title: 'Authorise app',
    question: (app: string) => `Allow ${app}?`,
    explanation: (app: string, from: string) =>
      `<strong>${app}</strong>${from} wants to use this computer's digital certificates to sign documents. Each signature still asks for the certificate's PIN.`,
    allow: 'Allow',
    deny: 'Deny',
    note: 'Signer plugin (sandbox): demonstration A1 certificates, with no legal value.',
    allowedTitle: 'App allowed',
    allowed: (app: string) => `${app} allowed`,
    allowedText: (app: string) => `Go back to ${app} to choose the certificate and sign.`,
    deniedTitle: 'App denied',
    denied: (app: string) => `${app} denied`,
    deniedText: 'The app will not be able to use your certificates.',
    missingTitle: 'Request not found',
    missingText: 'Ask for the authorisation again from the app.',
  },
  es: {
    title: 'Autorizar aplicación',
    question: (app: string) => `¿Autorizar ${app}?`,
    explanation: (app: string, from: string) =>
      `<strong>${app}</strong>${from} quiere usar los certificados digitales de esta computadora para firmar documentos. Cada firma aún pide el PIN del certificado.`,
    allow: 'Permitir',
    deny: 'Rechazar',
    note: 'Plugin de firma (sandbox): certificados A1 de demostración, sin valor jurídico.',
    allowedTitle: 'Aplicación autorizada',
    allowed: (app: string) => `${app} autorizada`,
    allowedText: (app: string) => `Vuelva a ${app} para elegir el certificado y firmar.`,
    deniedTitle: 'Aplicación rechazada',
    denied: (app: string) => `${app} rechazada`,
    deniedText: 'La aplicación no podrá usar sus certificados.',
    missingTitle: 'Solicitud no encontrada',
    missingText: 'Pida la autorización de nuevo desde la aplicación.',
  },
} as const;

/** The first language of an Accept-Language header that the page speaks. */
export function pageLanguage(acceptLanguage: string | undefined): PageLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('es')) return 'es';
  }
  return 'pt-BR';
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (language: PageLanguage, title: string, body: string): string => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; color: #1d2939; background: #f9fafb; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border: 1px solid #d0d5dd; border-radius: 8px; padding: 24px; }
  h1 { font-size: 18px; margin: 0 0 12px; }
  .origin { font-family: ui-monospace, monospace; background: #f2f4f7; padding: 2px 6px; border-radius: 4px; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { font: inherit; padding: 8px 20px; border-radius: 6px; border: 1px solid #d0d5dd; background: #fff; cursor: pointer; }
  button[value="allow"] { background: #1570ef; border-color: #1570ef; color: #fff; }
  .note { color: #667085; font-size: 13px; margin-top: 16px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

/** The plugin's own question (shown in the app's frame): may this app use your certificates? */
export function authorisePage(options: {
  language: PageLanguage;
  appName: string;
  origin: string | null;
  formAction: string;
  confirm: string;
}): string {
  const text = TEXTS[options.language];
  const app = escapeHtml(options.appName);
  const from = options.origin ? ` (<span class="origin">${escapeHtml(options.origin)}</span>)` : '';
  return page(
    options.language,
    text.title,
    `<h1>${text.question(app)}</h1>
<p>${text.explanation(app, from)}</p>
<form method="post" action="${escapeHtml(options.formAction)}">
  <input type="hidden" name="confirm" value="${escapeHtml(options.confirm)}">
  <div class="actions">
    <button type="submit" name="decision" value="allow">${text.allow}</button>
    <button type="submit" name="decision" value="deny">${text.deny}</button>
  </div>
</form>
<p class="note">${text.note}</p>`,
  );
}

export function decidedPage(language: PageLanguage, allowed: boolean, appName: string): string {
  const text = TEXTS[language];
  const app = escapeHtml(appName);
  return allowed
    ? page(language, text.allowedTitle, `<h1>${text.allowed(app)}</h1><p>${text.allowedText(app)}</p>`)
    : page(language, text.deniedTitle, `<h1>${text.denied(app)}</h1><p>${text.deniedText}</p>`);
}

export function notFoundPage(language: PageLanguage): string {
  const text = TEXTS[language];
  return page(language, text.missingTitle, `<h1>${text.missingTitle}</h1><p>${text.missingText}</p>`);
}
