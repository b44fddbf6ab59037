import { parseInput } from '@rubrica/service-kit';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { Caller } from '../principal/index.js';
import { onboardingSettingsSchema } from './onboarding.schemas.js';
import { GetOnboardingSettingsUseCase } from './use-cases/get-onboarding-settings/get-onboarding-settings.use-case.js';
import { UpdateOnboardingSettingsUseCase } from './use-cases/update-onboarding-settings/update-onboarding-settings.use-case.js';

/** The signed-in user's onboarding flags (per user, whatever the organization). */
@Controller('onboardings')
export class OnboardingHttpController {
  constructor(
    private readonly getSettings: GetOnboardingSettingsUseCase,
    private readonly updateSettings: UpdateOnboardingSettingsUseCase,
  ) {}

  @Get()
  get(@Caller() caller: Caller) {
    return this.getSettings.execute(caller);
  }

  @Put()
  update(@Caller() caller: Caller, @Body() body: unknown) {
    return this.updateSettings.execute(caller, parseInput(onboardingSettingsSchema, body).settings);
  }
}
