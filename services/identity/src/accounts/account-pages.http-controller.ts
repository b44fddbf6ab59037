import { Body, Controller, Get, Logger, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import { renderErrorPage } from '../pages/error.page.js';
import { renderForgotPasswordPage, renderForgotPasswordSentPage } from '../pages/forgot-password.page.js';
import type { FieldProblems } from '../pages/layout.js';
import { PageContextFactory, sendPage, type PageContext } from '../pages/page-context.js';
import {
  renderResetPasswordDonePage,
  renderResetPasswordInvalidPage,
  renderResetPasswordPage,
} from '../pages/reset-password.page.js';
import { renderSignUpDonePage, renderSignUpPage } from '../pages/sign-up.page.js';
import { renderVerifyEmailPage } from '../pages/verify-email.page.js';
import { emailProblems, normalizeEmail } from './accounts.schemas.js';
import { RequestPasswordResetUseCase } from './use-cases/request-password-reset/request-password-reset.use-case.js';
import { ResetPasswordUseCase } from './use-cases/reset-password/reset-password.use-case.js';
import { SignUpUseCase } from './use-cases/sign-up/sign-up.use-case.js';
import { VerifyEmailUseCase } from './use-cases/verify-email/verify-email.use-case.js';

type Form = Record<string, unknown>;

/**
 * The account pages outside a sign-in flow (the same sign-up form inside one is served by the
 * interaction controller, which can then sign the new user straight in).
 */
@Controller('oidc')
export class AccountPagesHttpController {
  private readonly logger = new Logger('AccountPages');

  constructor(
    @InjectIdentityConfig() private readonly config: IdentityConfig,
    private readonly pages: PageContextFactory,
    private readonly signUp: SignUpUseCase,
    private readonly verifyEmail: VerifyEmailUseCase,
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
  ) {}

  @Get('sign-up')
  showSignUp(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.page(req, res, async (ctx) =>
      sendPage(res, 200, renderSignUpPage(ctx, this.signUpModel({}, {}))),
    );
  }

  @Post('sign-up')
  submitSignUp(@Req() req: Request, @Res() res: Response, @Body() form: Form): Promise<void> {
    return this.form(req, res, async (ctx) => {
      const result = await this.signUp.execute({ form, lang: ctx.locale, ip: clientAddress(req) });
      if (!result.ok && 'retryAfterSeconds' in result)
        return this.tooMany(res, ctx, result.retryAfterSeconds);
      if (!result.ok)
        return sendPage(res, 422, renderSignUpPage(ctx, this.signUpModel(result.input, result.problems)));
      sendPage(res, 201, renderSignUpDonePage(ctx, { email: result.email, appUrl: this.appUrl }));
    });
  }

  @Get('verify-email')
  followVerification(
    @Req() req: Request,
    @Res() res: Response,
    @Query('token') token: unknown,
  ): Promise<void> {
    return this.page(req, res, async (ctx) => {
      const verified = await this.verifyEmail.execute(token);
      sendPage(res, verified ? 200 : 410, renderVerifyEmailPage(ctx, { verified, appUrl: this.appUrl }));
    });
  }

  @Get('forgot-password')
  showForgotPassword(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.page(req, res, async (ctx) =>
      sendPage(res, 200, renderForgotPasswordPage(ctx, this.forgotPasswordModel({}))),
    );
  }

  @Post('forgot-password')
  submitForgotPassword(@Req() req: Request, @Res() res: Response, @Body() form: Form): Promise<void> {
    return this.form(req, res, async (ctx) => {
      const email = normalizeEmail(form.email);
      const problems = emailProblems(email);
      if (problems.length) {
        return sendPage(
          res,
          422,
          renderForgotPasswordPage(ctx, this.forgotPasswordModel({ email: problems }, email)),
        );
      }
      const { retryAfterSeconds } = await this.requestReset.execute(email, clientAddress(req));
      if (retryAfterSeconds !== undefined) return this.tooMany(res, ctx, retryAfterSeconds);
      sendPage(res, 200, renderForgotPasswordSentPage(ctx, { email, appUrl: this.appUrl }));
    });
  }

  @Get('reset-password')
  showResetPassword(
    @Req() req: Request,
    @Res() res: Response,
    @Query('token') token: unknown,
  ): Promise<void> {
    return this.page(req, res, async (ctx) => {
      if (typeof token !== 'string' || !(await this.resetPassword.isUsable(token))) {
        return this.resetLinkInvalid(res, ctx);
      }
      sendPage(
        res,
        200,
        renderResetPasswordPage(ctx, { action: '/oidc/reset-password', token, problems: {} }),
      );
    });
  }

  @Post('reset-password')
  submitResetPassword(@Req() req: Request, @Res() res: Response, @Body() form: Form): Promise<void> {
    return this.form(req, res, async (ctx) => {
      const result = await this.resetPassword.execute(form.token, form.password);
      if (result.outcome === 'invalid_token') return this.resetLinkInvalid(res, ctx);
      if (result.outcome === 'rejected') {
        const token = typeof form.token === 'string' ? form.token : '';
        return sendPage(
          res,
          422,
          renderResetPasswordPage(ctx, { action: '/oidc/reset-password', token, problems: result.problems }),
        );
      }
      sendPage(res, 200, renderResetPasswordDonePage(ctx, { appUrl: this.appUrl }));
    });
  }

  private tooMany(res: Response, ctx: PageContext, retryAfterSeconds: number): void {
    res.setHeader('Retry-After', String(retryAfterSeconds));
    sendPage(res, 429, renderErrorPage(ctx, { kind: 'too_many', appUrl: this.appUrl }));
  }

  /** A reset link that is unknown, used or expired: 410, with the way to ask for a new one. */
  private resetLinkInvalid(res: Response, ctx: PageContext): void {
    sendPage(res, 410, renderResetPasswordInvalidPage(ctx, { forgotHref: '/oidc/forgot-password' }));
  }

  private get appUrl(): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/`;
  }

  private signUpModel(
    values: { name?: string; email?: string },
    problems: Parameters<typeof renderSignUpPage>[1]['problems'],
  ) {
    return { action: '/oidc/sign-up', values, problems, signInHref: this.appUrl };
  }

  private forgotPasswordModel(problems: FieldProblems, email?: string) {
    return { action: '/oidc/forgot-password', email, problems, signInHref: this.appUrl };
  }

  /** Renders a page; a failure becomes the error page rather than a JSON body. */
  private async page(
    req: Request,
    res: Response,
    render: (ctx: PageContext) => Promise<void>,
  ): Promise<void> {
    const ctx = this.pages.create(req, res);
    try {
      await render(ctx);
    } catch (error) {
      this.logger.error(
        `page ${req.method} ${req.path} failed: ${(error as Error).message}`,
        (error as Error).stack,
      );
      if (!res.headersSent)
        sendPage(res, 500, renderErrorPage(ctx, { kind: 'generic', appUrl: this.appUrl }));
    }
  }

  /** A form post: refused with the error page unless it carries this browser's form token. */
  private form(req: Request, res: Response, handle: (ctx: PageContext) => Promise<void>): Promise<void> {
    return this.page(req, res, async (ctx) => {
      if (!this.pages.formTokenValid(req)) {
        return sendPage(res, 403, renderErrorPage(ctx, { kind: 'csrf', appUrl: this.appUrl }));
      }
      await handle(ctx);
    });
  }
}
