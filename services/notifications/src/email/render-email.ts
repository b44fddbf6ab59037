import type { EmailLocale, EmailTemplateName } from '@rubrica/jobs';
import type { EmailContent } from './templates/email-template.js';
import { emailTemplates } from './templates/email-templates.js';
import { renderEmailLayout, type RenderedEmail } from './templates/render-email-layout.js';
import { EmailJobRejectedError } from './email-job-rejected.error.js';

/** A template param holding a URL: only http(s), so a param can never smuggle `javascript:` into a button. */
const isLinkParam = (name: string) => /link$/i.test(name);

/**
 * Renders a template in one language after checking its params: every required one present, no
 * unknown one (a misspelt name would silently drop text), links absolute http(s) URLs.
 */
export function renderEmail(
  template: EmailTemplateName,
  locale: EmailLocale,
  params: Record<string, string>,
): RenderedEmail {
  const definition = emailTemplates[template];
  const missing = definition.required.filter((name) => typeof params[name] !== 'string');
  if (missing.length > 0)
    throw new EmailJobRejectedError(`template ${template} is missing params: ${missing.join(', ')}`);
  const known = new Set([...definition.required, ...definition.optional]);
  const unknown = Object.keys(params).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new EmailJobRejectedError(`template ${template} has no params named: ${unknown.join(', ')}`);
  for (const [name, value] of Object.entries(params)) {
    if (isLinkParam(name) && !isHttpUrl(value))
      throw new EmailJobRejectedError(`param ${name} of template ${template} must be an http(s) URL`);
  }
  const content = (definition.content[locale] as (params: Record<string, string>) => EmailContent)(params);
  return renderEmailLayout(locale, content);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
