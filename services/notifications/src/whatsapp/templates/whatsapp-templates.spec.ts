import { EMAIL_LOCALES, WHATSAPP_TEMPLATE_NAMES, type WhatsappTemplateName } from '@rubrica/jobs';
import { renderWhatsapp } from '../render-whatsapp.js';
import { WhatsappJobRejectedError } from '../whatsapp-job-rejected.error.js';
import { WHATSAPP_TEMPLATES, whatsappTemplateByName } from './whatsapp-templates.js';

const LINK = 'https://app.example.test/business/envelopes/viewer/a1b2c3';

function sampleParams(template: WhatsappTemplateName): Record<string, string> {
  return Object.fromEntries(WHATSAPP_TEMPLATES[template].params.map((name) => [name, `value-of-${name}`]));
}

describe('WhatsApp templates', () => {
  it('registers a template for every name jobs may carry, each under its own WhatsApp Manager name', () => {
    expect(Object.keys(WHATSAPP_TEMPLATES).sort()).toEqual([...WHATSAPP_TEMPLATE_NAMES].sort());
    const names = Object.values(WHATSAPP_TEMPLATES).map((template) => template.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9_]+$/);
    expect(whatsappTemplateByName('rubrica_envelope_completed')).toBe(
      WHATSAPP_TEMPLATES['envelope-completed'],
    );
  });

  describe.each(WHATSAPP_TEMPLATE_NAMES.map((name) => [name]))('%s', (name: WhatsappTemplateName) => {
    const template = WHATSAPP_TEMPLATES[name];

    it('numbers its placeholders 1..n, one per param, in every language', () => {
      for (const locale of EMAIL_LOCALES) {
        const used = [...template.body[locale].matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
        expect([...new Set(used)].sort()).toEqual(template.params.map((_, index) => index + 1));
      }
    });

    it.each(EMAIL_LOCALES.map((locale) => [locale]))(
      'in %s fills every param, in the request and the text',
      (locale) => {
        const rendered = renderWhatsapp({
          to: '+5511987654321',
          template: name,
          locale,
          params: sampleParams(name),
          link: LINK,
        });
        const body = rendered.request.template.components.find((component) => component.type === 'body');
        expect(body?.parameters.map((parameter) => parameter.text)).toEqual(
          template.params.map((param) => `value-of-${param}`),
        );
        for (const param of template.params) expect(rendered.text).toContain(`value-of-${param}`);
        expect(rendered.text).not.toMatch(/\{\{/);
        expect(rendered.request.template.language.code).toBe(
          { 'pt-BR': 'pt_BR', en: 'en', es: 'es' }[locale],
        );
        if (template.button) expect(rendered.button).toEqual({ label: template.button[locale], link: LINK });
        else expect(rendered.button).toBeUndefined();
      },
    );

    it('refuses a job missing one of its params', () => {
      const params = sampleParams(name);
      delete params[template.params[0]!];
      expect(() =>
        renderWhatsapp({ to: '+5511987654321', template: name, locale: 'en', params, link: LINK }),
      ).toThrow(new WhatsappJobRejectedError(`template ${name} needs the param "${template.params[0]}"`));
    });
  });

  it('reads differently in each language', () => {
    const texts = EMAIL_LOCALES.map(
      (locale) =>
        renderWhatsapp({
          to: '+5511987654321',
          template: 'envelope-rejected',
          locale,
          params: { title: 'Lease', recipient: 'Bia', reason: 'Wrong date' },
        }).text,
    );
    expect(texts).toEqual([
      '"Lease" foi recusado por Bia. Motivo: Wrong date',
      '"Lease" was rejected by Bia. Reason: Wrong date',
      '"Lease" fue rechazado por Bia. Motivo: Wrong date',
    ]);
  });

  it('puts the link path (and query) in the URL button, after the registered base address', () => {
    const rendered = renderWhatsapp({
      to: '+5511987654321',
      template: 'envelope-completed',
      locale: 'pt-BR',
      params: { title: 'Lease' },
      link: 'https://rubrica.example.test/business/envelopes/download/tok_en-1?from=wa',
    });
    expect(rendered.request.template.components[1]).toEqual({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: 'business/envelopes/download/tok_en-1?from=wa' }],
    });
    expect(rendered.request.to).toBe('5511987654321');
  });

  it('turns new lines, tabs and runs of spaces in params into single spaces, as WhatsApp requires', () => {
    const rendered = renderWhatsapp({
      to: '+5511987654321',
      template: 'envelope-rejected',
      locale: 'en',
      params: { title: 'Lease', recipient: 'Bia', reason: 'Wrong\n\ndate\tand      amount' },
    });
    expect(rendered.request.template.components[0]).toMatchObject({
      parameters: [{ text: 'Lease' }, { text: 'Bia' }, { text: 'Wrong date and amount' }],
    });
  });

  it('refuses a template with a button but no link, or a link that is not http(s)', () => {
    const base = { to: '+5511987654321', template: 'envelope-reminder' as const, locale: 'en' as const };
    const params = { sender: 'Ana', title: 'Lease' };
    expect(() => renderWhatsapp({ ...base, params })).toThrow('template envelope-reminder needs a link');
    expect(() => renderWhatsapp({ ...base, params, link: 'javascript:alert(1)' })).toThrow(
      /not an http\(s\) URL/,
    );
  });

  it('refuses a number that is not in E.164 form', () => {
    expect(() =>
      renderWhatsapp({
        to: '(11) 98765-4321',
        template: 'envelope-expired',
        locale: 'en',
        params: { title: 'Lease' },
      }),
    ).toThrow(WhatsappJobRejectedError);
  });
});
