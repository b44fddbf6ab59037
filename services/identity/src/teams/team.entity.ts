import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('teams')
export class TeamEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'organization_id' })
  organizationId!: string;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
