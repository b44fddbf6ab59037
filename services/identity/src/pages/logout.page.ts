import { html, type SafeHtml } from './html.js';
import { appLink, layout, noticePage } from './layout.js';
import type { PageContext } from './page-context.js';

/**
 * `providerForm` is the authorization server's own hidden form (`op.logoutForm`, holding its
 * anti-forgery token); the two buttons submit it, one with `logout=yes`.
 */
export function renderLogoutPage(ctx: PageContext, model: { providerForm: SafeHtml }): SafeHtml {
  const t = ctx.t.logout;
  return layout(
    ctx,
    t.title,
    html`<h1>${t.heading}</h1>
      ${model.providerForm}
      <button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t.confirm}</button>
      <button type="submit" form="op.logoutForm" class="secondary">${t.cancel}</button>`,
  );
}

/**
 * The step the authorization server takes when this browser is no longer signed in there (the
 * app's sign-out revoked its grant, which ended that sign-in): its form is sent at once, by the
 * served script `scriptSrc`, and ends the sign-out at the app's address.
 */
export function renderEndingSignInPage(
  ctx: PageContext,
  model: { action: string; xsrf: string; scriptSrc: string },
): SafeHtml {
  const t = ctx.t.logout;
  return layout(
    ctx,
    t.title,
    html`<h1>${t.endingHeading}</h1>
      <form id="op.logoutForm" method="post" action="${model.action}">
        <input type="hidden" name="xsrf" value="${model.xsrf}" />
        <input type="hidden" name="logout" value="yes" />
        <button type="submit">${t.continue}</button>
      </form>
      <script src="${model.scriptSrc}" defer></script>`,
  );
}

export function renderLoggedOutPage(ctx: PageContext, model: { appUrl: string }): SafeHtml {
  const t = ctx.t.logout;
  return noticePage(ctx, t.title, t.doneHeading, t.doneBody, appLink(ctx, model.appUrl));
}
