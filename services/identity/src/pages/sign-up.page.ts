import { html, type SafeHtml } from './html.js';
import { alert, appLink, csrfInput, field, layout, noticePage, type FieldProblems } from './layout.js';
import type { PageContext } from './page-context.js';
import { fill } from './page-locale.js';

export interface SignUpPageModel {
  action: string;
  values: { name?: string; email?: string };
  problems: FieldProblems;
  signInHref: string;
}

export function renderSignUpPage(ctx: PageContext, model: SignUpPageModel): SafeHtml {
  const t = ctx.t;
  const hasProblems = Object.values(model.problems).some((list) => list?.length);
  return layout(
    ctx,
    t.signUp.title,
    html`<h1>${t.signUp.heading}</h1>
      ${hasProblems ? alert('error', t.common.fieldErrorsIntro) : ''}
      <form method="post" action="${model.action}" novalidate>
        ${csrfInput(ctx)}
        ${field(ctx, { name: 'name', label: t.common.name, type: 'text', value: model.values.name, autocomplete: 'name', problems: model.problems.name, autofocus: true })}
        ${field(ctx, { name: 'email', label: t.common.email, type: 'email', value: model.values.email, autocomplete: 'email', problems: model.problems.email })}
        ${field(ctx, { name: 'password', label: t.common.password, type: 'password', autocomplete: 'new-password', problems: model.problems.password, hint: t.passwordHint })}
        <button type="submit">${t.signUp.submit}</button>
      </form>
      <p class="links">${t.signUp.haveAccount} <a href="${model.signInHref}">${t.signUp.signIn}</a></p>`,
  );
}

export function renderSignUpDonePage(ctx: PageContext, model: { email: string; appUrl: string }): SafeHtml {
  const t = ctx.t.signUp;
  const body = fill(t.doneBody, { email: model.email });
  return noticePage(ctx, t.doneTitle, t.doneTitle, body, appLink(ctx, model.appUrl));
}
