import type { EntityManager } from 'typeorm';
import type { OnboardingSettings } from './onboarding.schemas.js';

/** Each user's onboarding settings (`onboarding_settings`). */
export const onboardingSettingsStore = {
  /** The user's settings, created empty if absent and locked until the transaction ends. */
  async lockedFor(manager: EntityManager, userId: string): Promise<OnboardingSettings> {
    await manager.query(
      `INSERT INTO onboarding_settings (user_id, settings) VALUES ($1, '{}'::jsonb) ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    );
    const rows: Array<{ settings: OnboardingSettings }> = await manager.query(
      'SELECT settings FROM onboarding_settings WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    return rows[0]!.settings;
  },

  async save(manager: EntityManager, userId: string, settings: OnboardingSettings): Promise<void> {
    await manager.query(
      'UPDATE onboarding_settings SET settings = $2::jsonb, updated_at = now() WHERE user_id = $1',
      [userId, JSON.stringify(settings)],
    );
  },
};
