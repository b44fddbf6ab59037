import { BRAND_MARK_SVG, FAVICON_HREF } from './brand-mark.js';
import { html, raw, type SafeHtml } from './html.js';
import type { Catalogue } from './i18n/pt-br.catalogue.js';
import { CSRF_FIELD } from './page-csrf.js';
import type { PageContext } from './page-context.js';

export type ProblemCode = keyof Catalogue['problems'];
export type FieldProblems = Partial<Record<string, ProblemCode[]>>;

const LANGUAGE_NAMES = { 'pt-BR': 'Português', en: 'English', es: 'Español' } as const;

// The web app's look (web/src/styles/global.css and its session card): the same colour tokens,
// system font stack and sizes, the logo mark over a centred card, and a language menu in the
// corner. The menu is a <details> disclosure: these pages run no script.
const STYLES = `
:root{--primary:#3048c8;--primary-hover:#243aa8;--primary-soft:#eef1fd;--text:#1c2230;--muted:#5c6577;
--border:#e3e6ec;--surface:#fff;--background:#f5f6f9;--danger:#c53030;--radius-sm:6px;--radius-lg:16px;
--shadow-md:0 4px 16px rgb(16 24 40 / 8%);
--font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;padding:0}
body{min-height:100vh;font-family:var(--font);font-size:15px;line-height:1.5;color:var(--text);background:var(--background);
-webkit-font-smoothing:antialiased}
.page{min-height:100vh;display:flex;flex-direction:column;gap:16px;align-items:center;justify-content:center;padding:24px 16px}
.languages{position:fixed;top:16px;right:16px;z-index:1}
.languages summary{list-style:none;display:inline-flex;align-items:center;gap:8px;height:36px;padding:0 12px 0 10px;
font-size:14px;color:var(--text);background:var(--surface);border:1px solid var(--border);border-radius:var(--radius-sm);cursor:pointer}
.languages summary::-webkit-details-marker{display:none}
.languages summary:hover{border-color:#c9ceda}
.languages summary svg{color:var(--muted);flex:none}
.languages summary::after{content:"";width:7px;height:7px;margin-left:4px;border-right:1.6px solid var(--muted);
border-bottom:1.6px solid var(--muted);transform:translateY(-2px) rotate(45deg)}
.languages ul{position:absolute;right:0;top:40px;min-width:100%;list-style:none;margin:0;padding:4px;background:var(--surface);
border:1px solid var(--border);border-radius:var(--radius-sm);box-shadow:var(--shadow-md)}
.languages a{display:block;padding:6px 10px;border-radius:4px;color:var(--text);text-decoration:none;font-size:14px;white-space:nowrap}
.languages a:hover{background:var(--primary-soft)}
.languages a[aria-current]{font-weight:600;color:var(--primary)}
main.card{width:100%;max-width:440px;padding:40px 32px;background:var(--surface);border:1px solid var(--border);
border-radius:var(--radius-lg);box-shadow:var(--shadow-md)}
.logo{display:flex;align-items:center;justify-content:center;gap:10px;margin:0 0 24px;font-weight:700;font-size:20px;
letter-spacing:-.01em;color:var(--text)}
.logo .mark{width:32px;height:32px;flex:none}
h1{font-size:24px;line-height:1.25;font-weight:650;margin:0 0 8px;text-align:center}
h1+p,h1+form,h1+.alert{margin-top:16px}
p{margin:0 0 16px;color:var(--muted)}
label{display:block;font-weight:600;font-size:14px;margin-bottom:6px}
.field{margin-bottom:16px}
input[type=text],input[type=email],input[type=password],select{width:100%;height:40px;padding:0 12px;font:inherit;
color:inherit;border:1px solid var(--border);border-radius:var(--radius-sm);background:var(--surface)}
input:hover,select:hover{border-color:#c9ceda}
input:focus,select:focus{outline:2px solid var(--primary);outline-offset:1px;border-color:var(--primary)}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{font-size:13px;color:var(--muted);margin:6px 0 0}
.field-error{font-size:13px;color:var(--danger);margin:6px 0 0}
.alert{border-radius:var(--radius-sm);padding:10px 12px;margin-bottom:16px;font-size:14px}
.alert-error{background:#fdecec;color:#9b2323;border:1px solid #f5c6c6}
.alert-info{background:var(--primary-soft);color:#243aa8;border:1px solid #cfd6f7}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;height:40px;padding:0 18px;font:inherit;
font-weight:600;font-size:15px;border-radius:var(--radius-sm);border:1px solid transparent;background:var(--primary);
color:#fff;cursor:pointer;text-decoration:none;margin-top:8px}
button:hover,.button:hover{background:var(--primary-hover)}
button.secondary,.button.secondary{background:var(--surface);color:var(--text);border-color:var(--border);margin-top:12px}
button.secondary:hover,.button.secondary:hover{border-color:#c9ceda;background:#fafbfc}
:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
a{color:var(--primary)}
.links{margin:20px 0 0;font-size:14px;text-align:center}
.links+.links{margin-top:8px}
code{overflow-wrap:anywhere}
ul.scopes{padding-left:1.2rem;margin:0 0 20px;color:var(--muted)}
@media (max-width:479.98px){
.page{justify-content:flex-start}
.languages{position:relative;top:auto;right:auto;align-self:flex-end}
main.card{padding:32px 20px}
}
`;

const GLOBE = `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"/></svg>`;

/** The frame of every page: language, title, favicon, the language menu, and the card with the logo. */
export function layout(ctx: PageContext, title: string, content: SafeHtml): SafeHtml {
  const current = ctx.languageLinks.find((link) => link.current)?.locale ?? ctx.locale;
  return html`<!doctype html>
    <html lang="${ctx.locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#3048c8" />
        <link rel="icon" type="image/svg+xml" href="${FAVICON_HREF}" />
        <title>${title} · ${ctx.t.common.product}</title>
        <style>
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <div class="page">
          <nav class="languages" aria-label="${ctx.t.common.languages}">
            <details>
              <summary>${raw(GLOBE)}<span>${LANGUAGE_NAMES[current]}</span></summary>
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
            </details>
          </nav>
          <main class="card">
            <p class="logo">${raw(BRAND_MARK_SVG)}<span>${ctx.t.common.product}</span></p>
            ${content}
          </main>
        </div>
      </body>
    </html>`;
}

/** A link drawn as a button; a secondary one is drawn in outline. */
export interface ButtonLink {
  href: string;
  label: string;
  secondary?: boolean;
}

/** The button back to the web app. */
export function appLink(ctx: PageContext, appUrl: string): ButtonLink {
  return { href: appUrl, label: ctx.t.common.goToApp };
}

/** A page that tells how a step ended, in a heading and a paragraph, and leads on with one button. */
export function noticePage(
  ctx: PageContext,
  title: string,
  heading: string,
  body: string,
  link: ButtonLink,
): SafeHtml {
  return layout(
    ctx,
    title,
    html`<h1>${heading}</h1>
      <p>${body}</p>
      <a class="${link.secondary ? 'button secondary' : 'button'}" href="${link.href}">${link.label}</a>`,
  );
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
