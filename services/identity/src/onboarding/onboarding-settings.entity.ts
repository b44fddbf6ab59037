import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The SPA's onboarding flags for one user (a map of name to value). */
@Entity('onboarding_settings')
export class OnboardingSettingsEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('jsonb')
  settings!: Record<string, unknown>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
