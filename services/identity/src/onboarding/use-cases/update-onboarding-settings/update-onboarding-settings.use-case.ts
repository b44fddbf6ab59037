import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '@rubrica/errors';
import type { Caller } from '../../../principal/index.js';
import { findCurrentUser } from '../../../profile/current-user.js';
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
      await manager.query(
        `INSERT INTO onboarding_settings (user_id, settings) VALUES ($1, '{}'::jsonb) ON CONFLICT (user_id) DO NOTHING`,
        [user.id],
      );
      const rows: Array<{ settings: OnboardingSettings }> = await manager.query(
        'SELECT settings FROM onboarding_settings WHERE user_id = $1 FOR UPDATE',
        [user.id],
      );
      const merged = { ...rows[0]!.settings, ...settings };
      if (Object.keys(merged).length > MAX_SETTINGS) {
        throw AppError.coded('settings', 'onboarding.too_many_settings', { max: MAX_SETTINGS });
      }
      await manager.query(
        'UPDATE onboarding_settings SET settings = $2::jsonb, updated_at = now() WHERE user_id = $1',
        [user.id, JSON.stringify(merged)],
      );
      return { settings: merged };
    });
  }
}
