import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** The SPA's onboarding flags for one user (a map of name to value). */
@Entity('onboarding_settings')
export class OnboardingSettingsEntity {
  @column.primaryUuid() userId!: string;
  @column.jsonb() settings!: Record<string, unknown>;
  @column.updatedAt() updatedAt!: Date;
}
