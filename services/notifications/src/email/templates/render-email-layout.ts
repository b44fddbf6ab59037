import type { EmailLocale } from '@rubrica/jobs';
import type { EmailContent } from './email-template.js';
import { escapeHtml } from './escape-html.util.js';
import { layoutStrings } from './layout-strings.js';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const BRAND_COLOR = '#1f3a8a';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

/**
 * The one layout of every e-mail: a centred 600px table (what mail clients render reliably),
 * inline styles only, the Rubrica name on top, the action as a button and again as a plain link.
 * Every piece of content is escaped here, so templates deal only in plain text.
 */
export function renderEmailLayout(locale: EmailLocale, content: EmailContent): RenderedEmail {
  const strings = layoutStrings[locale];
  return {
    // Params may hold line breaks; a header must not.
    subject: content.subject.replace(/\s+/g, ' ').trim(),
    text: renderText(content, strings),
    html: renderHtml(locale, content, strings),
  };
}

function renderText(content: EmailContent, strings: (typeof layoutStrings)[EmailLocale]): string {
  const blocks = [content.heading, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(...(content.notes ?? []));
  blocks.push(`--\nRubrica\n${strings.footer}`);
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(
  locale: EmailLocale,
  content: EmailContent,
  strings: (typeof layoutStrings)[EmailLocale],
): string {
  const paragraphs = content.paragraphs
    .map(
      (text) =>
        `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:#1f2937;">${escapeHtml(text)}</p>`,
    )
    .join('\n');
  const action = content.action ? renderAction(content.action, strings.linkFallback) : '';
  const notes = (content.notes ?? [])
    .map(
      (text) =>
        `<p style="margin:0 0 8px;${FONT}font-size:13px;line-height:20px;color:#6b7280;">${escapeHtml(text)}</p>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e7eb;${FONT}font-size:22px;font-weight:bold;color:${BRAND_COLOR};">Rubrica</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 16px;${FONT}font-size:20px;line-height:28px;color:#111827;">${escapeHtml(content.heading)}</h1>
${paragraphs}
${action}
${notes}
</td></tr>
</table>
<p style="margin:16px 0 0;${FONT}font-size:12px;line-height:18px;color:#9ca3af;">${escapeHtml(strings.footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

function renderAction(action: { label: string; url: string }, linkFallback: string): string {
  const url = escapeHtml(action.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${BRAND_COLOR}" style="border-radius:6px;">
<a href="${url}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 8px;${FONT}font-size:13px;line-height:20px;color:#6b7280;">${escapeHtml(linkFallback)}</p>
<p style="margin:0 0 24px;${FONT}font-size:13px;line-height:20px;word-break:break-all;"><a href="${url}" style="color:${BRAND_COLOR};">${url}</a></p>`;
}
