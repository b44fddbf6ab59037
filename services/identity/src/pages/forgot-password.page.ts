import { html, type SafeHtml } from './html.js';
import { appLink, csrfInput, field, layout, noticePage, type FieldProblems } from './layout.js';
import type { PageContext } from './page-context.js';
import { fill } from './page-locale.js';

export function renderForgotPasswordPage(
  ctx: PageContext,
  model: { action: string; email?: string; problems: FieldProblems; signInHref: string },
): SafeHtml {
  const t = ctx.t;
  return layout(
    ctx,
    t.forgot.title,
    html`<h1>${t.forgot.heading}</h1>
      <p>${t.forgot.body}</p>
      <form method="post" action="${model.action}" novalidate>
        ${csrfInput(ctx)}
        ${field(ctx, { name: 'email', label: t.common.email, type: 'email', value: model.email, autocomplete: 'email', problems: model.problems.email, autofocus: true })}
        <button type="submit">${t.forgot.submit}</button>
      </form>
      <p class="links"><a href="${model.signInHref}">${t.common.backToSignIn}</a></p>`,
  );
}

export function renderForgotPasswordSentPage(
  ctx: PageContext,
  model: { email: string; appUrl: string },
): SafeHtml {
  const t = ctx.t.forgot;
  const body = fill(t.sentBody, { email: model.email });
  return noticePage(ctx, t.title, t.sentHeading, body, { ...appLink(ctx, model.appUrl), secondary: true });
}
