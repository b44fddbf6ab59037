import { column } from '@rubrica/database';
import { Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

@Entity('team_members')
export class TeamMemberEntity {
  @column.primaryUuid() teamId!: string;
  @column.primaryUuid() userId!: string;
  @column.createdAt() addedAt!: Date;

  @ManyToOne(() => UserEntity)
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
