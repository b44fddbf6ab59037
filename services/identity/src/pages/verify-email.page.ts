import { html, type SafeHtml } from './html.js';
import { layout } from './layout.js';
import type { PageContext } from './page-context.js';

export function renderVerifyEmailPage(
  ctx: PageContext,
  model: { verified: boolean; appUrl: string },
): SafeHtml {
  const t = ctx.t.verifyEmail;
  return layout(
    ctx,
    t.title,
    html`<h1>${model.verified ? t.doneHeading : t.failedHeading}</h1>
      <p>${model.verified ? t.doneBody : t.failedBody}</p>
      <a class="button" href="${model.appUrl}">${ctx.t.common.goToApp}</a>`,
  );
}
