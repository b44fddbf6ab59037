import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

@Entity('team_members')
export class TeamMemberEntity {
  @column.primaryUuid() teamId!: string;
  @column.primaryUuid() userId!: string;
  @column.createdAt() addedAt!: Date;

  @column.manyToOne(() => UserEntity) user?: UserEntity;
}
