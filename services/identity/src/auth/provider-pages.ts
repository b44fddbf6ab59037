import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { renderErrorPage } from '../pages/error.page.js';
import { raw, type SafeHtml } from '../pages/html.js';
import { ENDING_SIGN_IN_SCRIPT_PATH } from '../pages/ending-sign-in.script.js';
import { renderEndingSignInPage, renderLoggedOutPage, renderLogoutPage } from '../pages/logout.page.js';
import type { PageContext, PageContextFactory } from '../pages/page-context.js';

/** The authorization server's own pages (errors, sign-out), rendered with ours. */
export class ProviderPages {
  constructor(
    private readonly pages: PageContextFactory,
    private readonly appUrl: string,
  ) {}

  renderError = async (ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void> => {
    const page = this.context(ctx);
    const expired =
      out.error === 'invalid_request' && /session|interaction/i.test(out.error_description ?? '');
    send(
      ctx,
      renderErrorPage(page, {
        kind: expired ? 'expired' : 'generic',
        appUrl: this.appUrl,
        // The protocol's code only: its description is the provider's English, not the reader's language.
        detail: out.error,
      }),
    );
  };

  logoutSource = async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
    // `form` is the provider's hidden form with its own anti-forgery token: trusted markup.
    send(ctx, renderLogoutPage(this.context(ctx), { providerForm: raw(form) }));
  };

  /**
   * The sign-out step for a browser no longer signed in here (`end_session` without an account):
   * the provider answers it with a form its inline script sends, which no page may run under a
   * policy without 'unsafe-inline'. This page holds the same form (the session's anti-forgery
   * secret, `logout=yes`) and sends it with a served script instead.
   */
  endingSignInSource = (ctx: KoaContextWithOIDC): void => {
    const xsrf = ctx.oidc.session?.state?.secret;
    if (typeof xsrf !== 'string') return;
    const issuerPath = new URL(ctx.oidc.provider.issuer).pathname.replace(/\/+$/, '');
    send(
      ctx,
      renderEndingSignInPage(this.context(ctx), {
        action: ctx.oidc.urlFor('end_session_confirm'),
        xsrf,
        scriptSrc: `${issuerPath}${ENDING_SIGN_IN_SCRIPT_PATH}`,
      }),
      { ownScripts: true },
    );
  };

  postLogoutSuccessSource = async (ctx: KoaContextWithOIDC): Promise<void> => {
    send(ctx, renderLoggedOutPage(this.context(ctx), { appUrl: this.appUrl }));
  };

  private context(ctx: KoaContextWithOIDC): PageContext {
    const uiLocales = ctx.oidc?.params?.ui_locales;
    return this.pages.create(ctx.req, ctx.res, {
      uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
    });
  }
}

/** `ownScripts`: the page loads a script served from this origin (never an inline one). */
function send(ctx: KoaContextWithOIDC, body: SafeHtml, options: { ownScripts?: boolean } = {}): void {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none';${options.ownScripts ? " script-src 'self';" : ''} style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'`,
  );
  ctx.body = body.value;
}
