import { html, type SafeHtml } from './html.js';
import { layout } from './layout.js';
import type { PageContext } from './page-context.js';

export type PageErrorKind = 'generic' | 'expired' | 'csrf' | 'not_found' | 'too_many';

/** The error page: a localized explanation, and the protocol error code when there is one. */
export function renderErrorPage(
  ctx: PageContext,
  model: { kind: PageErrorKind; appUrl: string; detail?: string },
): SafeHtml {
  const t = ctx.t.error;
  const message = {
    generic: t.body,
    expired: t.expired,
    csrf: t.csrf,
    not_found: t.notFound,
    too_many: t.tooMany,
  }[model.kind];
  return layout(
    ctx,
    t.title,
    html`<h1>${t.heading}</h1>
      <p>${message}</p>
      ${model.detail ? html`<p class="hint">${t.detail}: <code>${model.detail}</code></p>` : ''}
      <a class="button" href="${model.appUrl}">${ctx.t.common.goToApp}</a>`,
  );
}
