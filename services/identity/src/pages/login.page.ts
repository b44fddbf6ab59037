import { html, type SafeHtml } from './html.js';
import { alert, csrfInput, field, layout } from './layout.js';
import type { PageContext } from './page-context.js';

export interface LoginPageModel {
  action: string;
  email?: string;
  /** A form-level message (invalid credentials, too many attempts), already localized. */
  error?: string;
  signUpHref: string;
  forgotHref: string;
}

export function renderLoginPage(ctx: PageContext, model: LoginPageModel): SafeHtml {
  const t = ctx.t;
  return layout(
    ctx,
    t.login.title,
    html`<h1>${t.login.heading}</h1>
      ${alert('error', model.error)}
      <form method="post" action="${model.action}" novalidate>
        ${csrfInput(ctx)}
        ${field(ctx, { name: 'email', label: t.common.email, type: 'email', value: model.email, autocomplete: 'username', autofocus: !model.email })}
        ${field(ctx, { name: 'password', label: t.common.password, type: 'password', autocomplete: 'current-password', autofocus: Boolean(model.email) })}
        <button type="submit">${t.login.submit}</button>
      </form>
      <p class="links"><a href="${model.forgotHref}">${t.login.forgot}</a></p>
      <p class="links">${t.login.noAccount} <a href="${model.signUpHref}">${t.login.signUp}</a></p>`,
  );
}
