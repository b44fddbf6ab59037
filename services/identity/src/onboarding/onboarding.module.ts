import { Module } from '@nestjs/common';
import { OnboardingHttpController } from './onboarding.http-controller.js';
import { GetOnboardingSettingsUseCase } from './use-cases/get-onboarding-settings/get-onboarding-settings.use-case.js';
import { UpdateOnboardingSettingsUseCase } from './use-cases/update-onboarding-settings/update-onboarding-settings.use-case.js';

/** Onboarding settings: GET/PUT /onboardings. */
@Module({
  controllers: [OnboardingHttpController],
  providers: [GetOnboardingSettingsUseCase, UpdateOnboardingSettingsUseCase],
})
export class OnboardingModule {}
