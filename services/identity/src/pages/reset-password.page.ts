import { html, type SafeHtml } from './html.js';
import { appLink, csrfInput, field, layout, noticePage, type FieldProblems } from './layout.js';
import type { PageContext } from './page-context.js';

export function renderResetPasswordPage(
  ctx: PageContext,
  model: { action: string; token: string; problems: FieldProblems },
): SafeHtml {
  const t = ctx.t;
  return layout(
    ctx,
    t.reset.title,
    html`<h1>${t.reset.heading}</h1>
      <form method="post" action="${model.action}" novalidate>
        ${csrfInput(ctx)}
        <input type="hidden" name="token" value="${model.token}" />
        ${field(ctx, { name: 'password', label: t.reset.newPassword, type: 'password', autocomplete: 'new-password', problems: model.problems.password, hint: t.passwordHint, autofocus: true })}
        <button type="submit">${t.reset.submit}</button>
      </form>`,
  );
}

export function renderResetPasswordDonePage(ctx: PageContext, model: { appUrl: string }): SafeHtml {
  const t = ctx.t.reset;
  return noticePage(ctx, t.title, t.doneHeading, t.doneBody, appLink(ctx, model.appUrl));
}

export function renderResetPasswordInvalidPage(ctx: PageContext, model: { forgotHref: string }): SafeHtml {
  const t = ctx.t.reset;
  return noticePage(ctx, t.title, t.invalidHeading, t.invalidBody, {
    href: model.forgotHref,
    label: t.askAgain,
  });
}
