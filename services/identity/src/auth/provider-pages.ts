import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { renderErrorPage } from '../pages/error.page.js';
import { raw, type SafeHtml } from '../pages/html.js';
import { renderLoggedOutPage, renderLogoutPage } from '../pages/logout.page.js';
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

function send(ctx: KoaContextWithOIDC, body: SafeHtml): void {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
  );
  ctx.body = body.value;
}
