import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

@Entity('teams')
export class TeamEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() organizationId!: string;
  @column.text() name!: string;
  @column.text({ nullable: true }) description!: string | null;
  @column.createdAt() createdAt!: Date;
}
