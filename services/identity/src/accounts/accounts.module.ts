import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OidcStoreModule } from '../auth/oidc-store.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { PagesModule } from '../pages/pages.module.js';
import { UserEntity } from '../users/user.entity.js';
import { AccountMailer } from './account-mailer.js';
import { AccountPagesHttpController } from './account-pages.http-controller.js';
import { AccountsHttpController } from './accounts.http-controller.js';
import { EmailTokenEntity } from './email-token.entity.js';
import { EmailTokens } from './email-tokens.js';
import { AccountRequestThrottle } from './account-request-throttle.js';
import { PasswordChecksModule } from './password-checks.module.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { ChangePasswordUseCase } from './use-cases/change-password/change-password.use-case.js';
import { RequestPasswordResetUseCase } from './use-cases/request-password-reset/request-password-reset.use-case.js';
import { ResendEmailVerificationUseCase } from './use-cases/resend-email-verification/resend-email-verification.use-case.js';
import { ResetPasswordUseCase } from './use-cases/reset-password/reset-password.use-case.js';
import { SignInUseCase } from './use-cases/sign-in/sign-in.use-case.js';
import { SignUpUseCase } from './use-cases/sign-up/sign-up.use-case.js';
import { VerifyEmailUseCase } from './use-cases/verify-email/verify-email.use-case.js';

/** Accounts: sign-up, sign-in checks, e-mail verification, password reset and change. */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, EmailTokenEntity]),
    OrganizationsModule,
    OidcStoreModule,
    PagesModule,
    PasswordChecksModule,
  ],
  controllers: [AccountsHttpController, AccountPagesHttpController],
  providers: [
    AccountMailer,
    EmailTokens,
    SignInThrottle,
    AccountRequestThrottle,
    SignUpUseCase,
    SignInUseCase,
    VerifyEmailUseCase,
    ResendEmailVerificationUseCase,
    RequestPasswordResetUseCase,
    ResetPasswordUseCase,
    ChangePasswordUseCase,
  ],
  exports: [SignUpUseCase, SignInUseCase],
})
export class AccountsModule {}
