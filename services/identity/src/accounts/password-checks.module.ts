import { Module } from '@nestjs/common';
import { PasswordCheckThrottle } from './password-check-throttle.js';

/** The throttle on re-typed passwords, for every module whose routes ask for one. */
@Module({ providers: [PasswordCheckThrottle], exports: [PasswordCheckThrottle] })
export class PasswordChecksModule {}
