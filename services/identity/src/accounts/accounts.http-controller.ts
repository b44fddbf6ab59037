import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { clientAddress } from '../auth/client-address.js';
import { Caller } from '../principal/index.js';
import { ChangePasswordUseCase } from './use-cases/change-password/change-password.use-case.js';
import { ResendEmailVerificationUseCase } from './use-cases/resend-email-verification/resend-email-verification.use-case.js';

/** The signed-in user's own account (the user comes from the gateway's X-User-Id). */
@Controller('me')
export class AccountsHttpController {
  constructor(
    private readonly changePassword: ChangePasswordUseCase,
    private readonly resendVerification: ResendEmailVerificationUseCase,
  ) {}

  @Put('password')
  @HttpCode(204)
  updatePassword(
    @Caller('userId') userId: string,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<void> {
    return this.changePassword.execute(userId, body, clientAddress(req));
  }

  @Post('resend-email-verification')
  @HttpCode(204)
  resendEmailVerification(@Caller('userId') userId: string): Promise<void> {
    return this.resendVerification.execute(userId);
  }
}
