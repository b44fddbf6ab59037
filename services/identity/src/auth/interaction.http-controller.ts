import { Body, Controller, Get, Logger, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errors, type InteractionResults } from 'oidc-provider';
import { SignInUseCase } from '../accounts/use-cases/sign-in/sign-in.use-case.js';
import { SignUpUseCase } from '../accounts/use-cases/sign-up/sign-up.use-case.js';
import { renderConsentPage } from '../pages/consent.page.js';
import { renderErrorPage } from '../pages/error.page.js';
import { renderLoginPage } from '../pages/login.page.js';
import { PageContextFactory, sendPage, type PageContext } from '../pages/page-context.js';
import { fill } from '../pages/page-locale.js';
import { renderSignUpDonePage, renderSignUpPage } from '../pages/sign-up.page.js';
import { clientAddress } from './client-address.js';
import { GrantOrganizations } from './grant-organizations.js';
import { OidcProviderService } from './oidc-provider.service.js';

type Form = Record<string, unknown>;
type ErrorPageKind = Parameters<typeof renderErrorPage>[1]['kind'];
type Interaction = Awaited<ReturnType<OidcProviderService['provider']['interactionDetails']>>;

/**
 * The authorization server's interactions: the sign-in form (and sign-up from it), and consent
 * for third-party developer apps. Every form is bound to the interaction cookie the provider set
 * for this uid, and carries our form token as well.
 */
@Controller('oidc/interaction/:uid')
export class InteractionHttpController {
  private readonly logger = new Logger('Interaction');

  constructor(
    private readonly oidc: OidcProviderService,
    private readonly pages: PageContextFactory,
    private readonly signIn: SignInUseCase,
    private readonly signUp: SignUpUseCase,
    private readonly grantOrganizations: GrantOrganizations,
  ) {}

  @Get()
  show(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.interaction(req, res, async (interaction, ctx) => {
      if (interaction.prompt.name === 'login') return sendPage(res, 200, this.loginPage(ctx, interaction));
      if (interaction.prompt.name === 'consent') return this.showConsent(res, ctx, interaction);
      this.errorPage(res, ctx, 400, 'expired');
    });
  }

  @Post('login')
  login(@Req() req: Request, @Res() res: Response, @Body() form: Form): Promise<void> {
    return this.interaction(req, res, async (interaction, ctx) => {
      if (interaction.prompt.name !== 'login') return this.restart(res, ctx);
      // The login form again (a JSON message to a program), with `message` and the e-mail typed.
      const refuse = (status: number, message: string) =>
        this.answerLogin(req, res, ctx, interaction, { status, message, email: form.email });
      if (!this.pages.formTokenValid(req)) return refuse(403, ctx.t.error.csrf);
      const result = await this.signIn.execute({
        email: form.email,
        password: form.password,
        ip: clientAddress(req),
      });
      if (result.outcome === 'signed_in')
        return this.finish(req, res, { login: { accountId: result.userId } }, false);
      if (result.outcome === 'locked_out') {
        res.setHeader('Retry-After', String(result.retryAfterSeconds));
        const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        return refuse(429, fill(ctx.t.login.tooManyAttempts, { minutes }));
      }
      return refuse(401, ctx.t.login.invalidCredentials);
    });
  }

  @Get('sign-up')
  showSignUp(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.interaction(req, res, async (interaction, ctx) => {
      if (interaction.prompt.name !== 'login') return this.restart(res, ctx);
      sendPage(res, 200, this.signUpPage(ctx, interaction.uid, {}, {}));
    });
  }

  /**
   * Creates the account and says to check the mailbox, as the page outside a sign-in does. The new
   * user is not signed straight in: that answer would differ from the one for an address that
   * already has an account, telling a stranger who has one.
   */
  @Post('sign-up')
  submitSignUp(@Req() req: Request, @Res() res: Response, @Body() form: Form): Promise<void> {
    return this.submitted(req, res, 'login', async (interaction, ctx) => {
      const result = await this.signUp.execute({ form, lang: ctx.locale, ip: clientAddress(req) });
      if (!result.ok && 'retryAfterSeconds' in result) {
        res.setHeader('Retry-After', String(result.retryAfterSeconds));
        return this.errorPage(res, ctx, 429, 'too_many');
      }
      if (!result.ok)
        return sendPage(res, 422, this.signUpPage(ctx, interaction.uid, result.input, result.problems));
      sendPage(res, 201, renderSignUpDonePage(ctx, { email: result.email, appUrl: this.oidc.appUrl }));
    });
  }

  @Post('confirm')
  confirm(@Req() req: Request, @Res() res: Response, @Body() form: Form): Promise<void> {
    return this.submitted(req, res, 'consent', async (interaction, ctx) => {
      // The app acts in one organization of the user's, the one chosen here (never another).
      const choices = await this.grantOrganizations.choicesFor(String(interaction.session?.accountId));
      const chosen = choices.find((choice) => choice.id === form.organization) ?? choices[0];
      if (!chosen) return this.errorPage(res, ctx, 400, 'expired');
      const grantId = await this.grantFor(interaction);
      await this.grantOrganizations.bind(grantId, chosen.id);
      await this.finish(req, res, { consent: { grantId } }, true);
    });
  }

  @Post('abort')
  abort(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.submitted(req, res, null, async () => {
      await this.finish(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied the request.' },
        false,
      );
    });
  }

  /** Loads the interaction this browser is in and checks it is the one in the address. */
  private async interaction(
    req: Request,
    res: Response,
    handle: (interaction: Interaction, ctx: PageContext) => Promise<void>,
  ): Promise<void> {
    let interaction: Interaction | undefined;
    try {
      interaction = await this.oidc.provider.interactionDetails(req, res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    const uiLocales = interaction?.params.ui_locales;
    const ctx = this.pages.create(req, res, {
      uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
    });
    if (!interaction || interaction.uid !== req.params.uid) return this.restart(res, ctx);
    try {
      await handle(interaction, ctx);
    } catch (error) {
      this.logger.error(
        `interaction ${req.method} ${req.path} failed: ${(error as Error).message}`,
        (error as Error).stack,
      );
      if (!res.headersSent) this.errorPage(res, ctx, 500, 'generic');
    }
  }

  /**
   * A posted form's interaction: still at `prompt` (any prompt when null), else started again; and
   * carrying our form token, else refused with the 403 page.
   */
  private submitted(
    req: Request,
    res: Response,
    prompt: 'login' | 'consent' | null,
    handle: (interaction: Interaction, ctx: PageContext) => Promise<void>,
  ): Promise<void> {
    return this.interaction(req, res, async (interaction, ctx) => {
      if (prompt && interaction.prompt.name !== prompt) return this.restart(res, ctx);
      if (!this.pages.formTokenValid(req)) return this.errorPage(res, ctx, 403, 'csrf');
      await handle(interaction, ctx);
    });
  }

  /** The interaction is gone (expired, finished, or another browser's): start again from the app. */
  private restart(res: Response, ctx: PageContext): void {
    this.errorPage(res, ctx, 400, 'expired');
  }

  private errorPage(res: Response, ctx: PageContext, status: number, kind: ErrorPageKind): void {
    sendPage(res, status, renderErrorPage(ctx, { kind, appUrl: this.oidc.appUrl }));
  }

  private finish(req: Request, res: Response, result: InteractionResults, merge: boolean): Promise<void> {
    return this.oidc.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: merge });
  }

  private answerLogin(
    req: Request,
    res: Response,
    ctx: PageContext,
    interaction: Interaction,
    { status, message, email }: { status: number; message: string; email: unknown },
  ): void {
    // A program posting the form gets the message as JSON; a browser gets the form again.
    if (req.accepts(['html', 'json']) === 'json') {
      res.status(status).json({ message });
      return;
    }
    sendPage(
      res,
      status,
      this.loginPage(ctx, interaction, message, typeof email === 'string' ? email : undefined),
    );
  }

  private loginPage(ctx: PageContext, interaction: Interaction, error?: string, email?: string) {
    const { uid } = interaction;
    const hint = interaction.params.login_hint;
    return renderLoginPage(ctx, {
      action: `/oidc/interaction/${uid}/login`,
      email: email ?? (typeof hint === 'string' ? hint : undefined),
      error,
      signUpHref: `/oidc/interaction/${uid}/sign-up`,
      forgotHref: '/oidc/forgot-password',
    });
  }

  private signUpPage(
    ctx: PageContext,
    uid: string,
    values: { name?: string; email?: string },
    problems: Parameters<typeof renderSignUpPage>[1]['problems'],
  ) {
    return renderSignUpPage(ctx, {
      action: `/oidc/interaction/${uid}/sign-up`,
      values,
      problems,
      signInHref: `/oidc/interaction/${uid}`,
    });
  }

  private async showConsent(res: Response, ctx: PageContext, interaction: Interaction): Promise<void> {
    const { uid } = interaction;
    const client = await this.oidc.provider.Client.find(String(interaction.params.client_id));
    const requested = String(interaction.params.scope ?? '')
      .split(' ')
      .filter(Boolean);
    const organizations = await this.grantOrganizations.choicesFor(String(interaction.session?.accountId));
    sendPage(
      res,
      200,
      renderConsentPage(ctx, {
        appName: client?.clientName ?? String(interaction.params.client_id),
        scopes: requested,
        organizations,
        approveAction: `/oidc/interaction/${uid}/confirm`,
        denyAction: `/oidc/interaction/${uid}/abort`,
      }),
    );
  }

  /** The grant the user just approved: what the consent prompt says is missing, added to any earlier grant. */
  private async grantFor(interaction: Interaction): Promise<string> {
    const { provider } = this.oidc;
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id);
    const grant = interaction.grantId
      ? ((await provider.Grant.find(interaction.grantId)) ?? new provider.Grant({ accountId, clientId }))
      : new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return grant.save();
  }
}
