import { EMAIL_LOCALES, EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from '@rubrica/jobs';
import { EmailJobRejectedError } from '../email-job-rejected.error.js';
import { renderEmail } from '../render-email.js';
import { emailTemplates } from './email-templates.js';

/** A distinct, recognisable value per param: links are URLs, the rest plain words. */
function sampleParams(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      /link$/i.test(name) ? `https://app.example.test/${name}/a1b2c3?x=1` : `value-of-${name}`,
    ]),
  );
}

describe('e-mail templates', () => {
  it('registers a template for every name jobs may carry, and nothing else', () => {
    expect(Object.keys(emailTemplates).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
  });

  describe.each(EMAIL_TEMPLATE_NAMES.map((name) => [name]))('%s', (name: EmailTemplateName) => {
    const template = emailTemplates[name];
    const all = [...template.required, ...template.optional];

    it.each(EMAIL_LOCALES.map((locale) => [locale]))(
      'in %s uses every param in the text and the HTML, and the link as a button and as text',
      (locale) => {
        const params = sampleParams(all);
        const email = renderEmail(name, locale, params);
        expect(email.subject.trim()).not.toBe('');
        for (const value of Object.values(params)) {
          expect(email.text).toContain(value);
          expect(email.html).toContain(value.replaceAll('&', '&amp;'));
        }
        expect(email.html).toContain(`<html lang="${locale}">`);
        expect(email.html).toContain('Rubrica');
        const link = params.link;
        if (link !== undefined) {
          expect(email.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
          expect(email.text).toContain(link);
        }
        expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/undefined|null|\[object/);
      },
    );

    it('renders with only its required params', () => {
      for (const locale of EMAIL_LOCALES) {
        const email = renderEmail(name, locale, sampleParams(template.required));
        expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/undefined|null/);
      }
    });

    it('is written in each language: the three subjects and bodies differ', () => {
      // A subject the sender typed is theirs, the same in every language.
      const params = sampleParams(all.filter((param) => param !== 'subject'));
      const rendered = EMAIL_LOCALES.map((locale) => renderEmail(name, locale, params));
      expect(new Set(rendered.map((email) => email.subject)).size).toBe(EMAIL_LOCALES.length);
      expect(new Set(rendered.map((email) => email.text)).size).toBe(EMAIL_LOCALES.length);
    });
  });

  it("makes the subject the sender typed in the wizard the invitation's subject, and keeps the default without one", () => {
    const params = { sender: 'Ana', title: 'Contrato', message: '', link: 'https://app.example.test/v' };
    const typed = renderEmail('envelope-action-required', 'pt-BR', {
      ...params,
      subject: 'Assinar até sexta',
    });
    expect(typed.subject).toBe('Assinar até sexta');
    expect(typed.text).toContain('Ana enviou o envelope "Contrato"');
    expect(renderEmail('envelope-action-required', 'pt-BR', params).subject).toBe(
      'Ana enviou "Contrato" para você',
    );
    expect(renderEmail('envelope-action-required', 'es', { ...params, subject: 'Firmar hoy' }).subject).toBe(
      'Firmar hoy',
    );
  });

  it('writes Brazilian Portuguese, English and Spanish', () => {
    const params = { name: 'Ana', link: 'https://app.example.test/v' };
    expect(renderEmail('verify-email', 'pt-BR', params).subject).toBe('Confirme seu e-mail no Rubrica');
    expect(renderEmail('verify-email', 'en', params).subject).toBe('Confirm your e-mail address on Rubrica');
    expect(renderEmail('verify-email', 'es', params).subject).toBe(
      'Confirma tu correo electrónico en Rubrica',
    );
  });
});

describe('renderEmail', () => {
  const hostile = `<script>alert("x")</script> & 'Tom' <b>`;

  it('escapes every param in the HTML part and keeps it verbatim in the text part', () => {
    const email = renderEmail('organization-invitation', 'en', {
      organization: hostile,
      inviter: `<img src=x onerror=alert(1)>`,
      link: 'https://app.example.test/invite?a=1&b="2"',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Tom&#39; &lt;b&gt;',
    );
    expect(email.html).toContain('href="https://app.example.test/invite?a=1&amp;b=&quot;2&quot;"');
    expect(email.text).toContain(hostile);
  });

  it('keeps a param line break out of the subject header', () => {
    const email = renderEmail('organization-invitation', 'en', {
      organization: 'Acme\r\nBcc: victim@example.test',
      inviter: 'Ana',
      link: 'https://app.example.test/i',
    });
    expect(email.subject).toBe('Ana invited you to Acme Bcc: victim@example.test on Rubrica');
  });

  it('refuses a missing param, naming it', () => {
    expect(() => renderEmail('reset-password', 'en', { link: 'https://app.example.test/r' })).toThrow(
      new EmailJobRejectedError('template reset-password is missing params: name'),
    );
  });

  it('refuses a param the template does not have (a misspelt name)', () => {
    expect(() =>
      renderEmail('verify-email', 'en', { name: 'Ana', link: 'https://app.example.test/v', url: 'x' }),
    ).toThrow(new EmailJobRejectedError('template verify-email has no params named: url'));
  });

  it('refuses a link that is not an http(s) URL', () => {
    for (const link of ['javascript:alert(1)', '/relative/path', 'not a url']) {
      expect(() => renderEmail('verify-email', 'en', { name: 'Ana', link })).toThrow(
        new EmailJobRejectedError('param link of template verify-email must be an http(s) URL'),
      );
    }
  });
});
