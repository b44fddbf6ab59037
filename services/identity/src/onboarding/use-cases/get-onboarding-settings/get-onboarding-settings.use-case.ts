import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../principal/index.js';
import { findCurrentUser } from '../../../profile/current-user.js';
import { OnboardingSettingsEntity } from '../../onboarding-settings.entity.js';
import type { OnboardingSettings } from '../../onboarding.schemas.js';

/** GET /onboardings: the caller's flags, `{}` before the first save. */
@Injectable()
export class GetOnboardingSettingsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(caller: Caller): Promise<{ settings: OnboardingSettings }> {
    const user = await findCurrentUser(this.dataSource.manager, caller.userId);
    const row = await this.dataSource.getRepository(OnboardingSettingsEntity).findOneBy({ userId: user.id });
    return { settings: (row?.settings ?? {}) as OnboardingSettings };
  }
}
