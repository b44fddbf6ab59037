import type { WhatsappLocale, WhatsappTemplateName } from '@rubrica/jobs';
import type { CloudTemplateComponent, CloudTemplateMessage } from './whatsapp-cloud-api.js';
import { WhatsappJobRejectedError } from './whatsapp-job-rejected.error.js';
import { WHATSAPP_LANGUAGE_CODES, WHATSAPP_TEMPLATES } from './templates/whatsapp-templates.js';

/** A template message ready to leave, and what its recipient will read. */
export interface RenderedWhatsapp {
  request: CloudTemplateMessage;
  /** The body as the recipient reads it (the registered text, filled). */
  text: string;
  /** The button's label and the link it opens, when the template has one. */
  button?: { label: string; link: string };
}

/** WhatsApp refuses parameters longer than this, and long ones read badly on a phone. */
const MAX_PARAM_LENGTH = 300;

/**
 * WhatsApp refuses template parameters holding new lines, tabs or more than four spaces in a row:
 * every run of white space becomes one space.
 */
function parameterText(value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > MAX_PARAM_LENGTH ? `${text.slice(0, MAX_PARAM_LENGTH - 1)}…` : text;
}

/** The button's parameter: the link's path and query, after the registered `<PUBLIC_URL>/`. */
function linkPath(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new WhatsappJobRejectedError(`the link "${link}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WhatsappJobRejectedError(`the link "${link}" is not an http(s) URL`);
  const path = `${url.pathname.replace(/^\/+/, '')}${url.search}`;
  if (!path) throw new WhatsappJobRejectedError(`the link "${link}" has no path to open`);
  return path;
}

/**
 * Fills a template for one number. A job that cannot fill it (a missing param, no link for a
 * template with a button, a number that is not E.164) is refused for good.
 */
export function renderWhatsapp(input: {
  to: string;
  template: WhatsappTemplateName;
  locale: WhatsappLocale;
  params: Record<string, string>;
  link?: string;
}): RenderedWhatsapp {
  const template = WHATSAPP_TEMPLATES[input.template];
  if (!/^\+?[1-9]\d{7,14}$/.test(input.to))
    throw new WhatsappJobRejectedError(`"${input.to}" is not a phone number in E.164 form`);
  const values = template.params.map((name) => {
    const value = parameterText(input.params[name] ?? '');
    if (!value) throw new WhatsappJobRejectedError(`template ${input.template} needs the param "${name}"`);
    return value;
  });
  const components: CloudTemplateComponent[] = [
    { type: 'body', parameters: values.map((text) => ({ type: 'text', text })) },
  ];
  let button: RenderedWhatsapp['button'];
  if (template.button) {
    if (!input.link) throw new WhatsappJobRejectedError(`template ${input.template} needs a link`);
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: linkPath(input.link) }],
    });
    button = { label: template.button[input.locale], link: input.link };
  }
  const text = template.body[input.locale].replace(
    /\{\{(\d+)\}\}/g,
    (_, index: string) => values[Number(index) - 1] ?? '',
  );
  return {
    request: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: input.to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: template.name,
        language: { code: WHATSAPP_LANGUAGE_CODES[input.locale] },
        components,
      },
    },
    text,
    ...(button ? { button } : {}),
  };
}
