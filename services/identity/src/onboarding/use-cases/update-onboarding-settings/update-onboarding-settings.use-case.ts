import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '@rubrica/errors';
import type { Caller } from '../../../principal/index.js';
import { findCurrentUser } from '../../../profile/current-user.js';
import { onboardingSettingsStore } from '../../onboarding-settings.store.js';
import { MAX_SETTINGS, type OnboardingSettings } from '../../onboarding.schemas.js';

/**
 * PUT /onboardings: the names sent take the values sent; names not sent keep theirs. The SPA
 * saves one step at a time, and a step finished on one device must not be undone by another
 * device saving a different step.
 */
@Injectable()
export class UpdateOnboardingSettingsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(caller: Caller, settings: OnboardingSettings): Promise<{ settings: OnboardingSettings }> {
    const user = await findCurrentUser(this.dataSource.manager, caller.userId);
    return this.dataSource.transaction(async (manager) => {
      const current = await onboardingSettingsStore.lockedFor(manager, user.id);
      const merged = { ...current, ...settings };
      if (Object.keys(merged).length > MAX_SETTINGS) {
        throw AppError.coded('settings', 'onboarding.too_many_settings', { max: MAX_SETTINGS });
      }
      await onboardingSettingsStore.save(manager, user.id, merged);
      return { settings: merged };
    });
  }
}
