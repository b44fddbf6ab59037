import { html, raw, type SafeHtml } from './html.js';
import type { Catalogue } from './i18n/pt-br.catalogue.js';
import { CSRF_FIELD } from './page-csrf.js';
import type { PageContext } from './page-context.js';

export type ProblemCode = keyof Catalogue['problems'];
export type FieldProblems = Partial<Record<string, ProblemCode[]>>;

const LANGUAGE_NAMES = { 'pt-BR': 'Português', en: 'English', es: 'Español' } as const;

// The SPA's look: blue primary, neutral greys, the system font stack; no external resources.
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;background:#f4f5f7;color:#1f2329;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header{width:100%;max-width:26rem;display:flex;justify-content:space-between;align-items:center;padding:1.5rem 1rem .5rem}
.brand{font-weight:700;font-size:1.35rem;color:#2f3fc9;text-decoration:none;letter-spacing:-.01em}
nav.languages ul{list-style:none;display:flex;gap:.5rem;margin:0;padding:0;font-size:.85rem}
nav.languages a{color:#5b6270;text-decoration:none}nav.languages a[aria-current]{color:#1f2329;font-weight:600}
main{width:100%;max-width:26rem;padding:0 1rem 2rem}
.card{background:#fff;border:1px solid #e2e5ea;border-radius:12px;padding:2rem 1.75rem;box-shadow:0 1px 3px rgba(16,24,40,.06)}
h1{font-size:1.4rem;line-height:1.3;margin:0 0 1rem}
p{margin:0 0 1rem;color:#3b414b}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:.35rem}
.field{margin-bottom:1rem}
input[type=text],input[type=email],input[type=password]{width:100%;padding:.65rem .75rem;font:inherit;color:inherit;
border:1px solid #c9ced6;border-radius:8px;background:#fff}
input:focus{outline:3px solid rgba(47,63,201,.25);border-color:#2f3fc9}
input[aria-invalid=true]{border-color:#c62828}
.hint{font-size:.8rem;color:#5b6270;margin:.35rem 0 0}
.field-error{font-size:.85rem;color:#c62828;margin:.35rem 0 0}
.alert{border-radius:8px;padding:.75rem .9rem;margin-bottom:1rem;font-size:.92rem}
.alert-error{background:#fdecea;color:#8e1c1c;border:1px solid #f5c2c0}
.alert-info{background:#eef0fd;color:#222e99;border:1px solid #cfd4f7}
button,.button{display:inline-block;width:100%;padding:.7rem 1rem;font:inherit;font-weight:600;text-align:center;
border-radius:8px;border:1px solid #2f3fc9;background:#2f3fc9;color:#fff;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#2634a8}
button.secondary,.button.secondary{background:#fff;color:#2f3fc9;margin-top:.6rem}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid rgba(47,63,201,.45);outline-offset:2px}
.links{margin-top:1.25rem;font-size:.9rem;text-align:center;color:#5b6270}
.links a{color:#2f3fc9}
ul.scopes{padding-left:1.2rem;margin:0 0 1.25rem}
`;

/** The frame of every page: language, title, brand, language switcher, and the card. */
export function layout(ctx: PageContext, title: string, content: SafeHtml): SafeHtml {
  return html`<!doctype html>
    <html lang="${ctx.locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${ctx.t.common.product}</title>
        <style>
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <header>
          <span class="brand">${ctx.t.common.product}</span>
          <nav class="languages" aria-label="${ctx.t.common.languages}">
            <ul>
              ${ctx.languageLinks.map(
                (link) =>
                  html`<li>
                    <a
                      href="${link.href}"
                      hreflang="${link.locale}"
                      lang="${link.locale}"
                      ${link.current ? html` aria-current="true"` : ''}
                      >${LANGUAGE_NAMES[link.locale]}</a
                    >
                  </li>`,
              )}
            </ul>
          </nav>
        </header>
        <main><div class="card">${content}</div></main>
      </body>
    </html>`;
}

export function csrfInput(ctx: PageContext): SafeHtml {
  return html`<input type="hidden" name="${CSRF_FIELD}" value="${ctx.csrfToken}" />`;
}

export function alert(kind: 'error' | 'info', message: string | undefined): SafeHtml | '' {
  if (!message) return '';
  return html`<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">
    ${message}
  </div>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  value?: string;
  autocomplete: string;
  problems?: ProblemCode[];
  hint?: string;
  autofocus?: boolean;
}

/** A labelled input whose errors are read out with it (aria-describedby) and shown beneath it. */
export function field(ctx: PageContext, options: FieldOptions): SafeHtml {
  const id = `field-${options.name}`;
  const problems = options.problems ?? [];
  const describedBy = [options.hint ? `${id}-hint` : '', problems.length ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
    <label for="${id}">${options.label}</label>
    <input
      id="${id}"
      name="${options.name}"
      type="${options.type}"
      autocomplete="${options.autocomplete}"
      required${
        options.type === 'password' ? '' : html` value="${options.value ?? ''}"`
      }${problems.length ? html` aria-invalid="true"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${
        options.autofocus ? html` autofocus` : ''
      }
    />
    ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
    ${problems.length ? html`<p class="field-error" id="${id}-error">${problems.map((code) => ctx.t.problems[code]).join(' ')}</p>` : ''}
  </div>`;
}
