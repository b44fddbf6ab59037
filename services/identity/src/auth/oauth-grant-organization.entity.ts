import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The organization a user chose when consenting to a developer app acting for them. */
@Entity('oauth_grant_organizations')
export class OAuthGrantOrganizationEntity {
  /** The provider's Grant id: every token issued under the consent carries it. */
  @PrimaryColumn('text', { name: 'grant_id' })
  grantId!: string;

  @Column('uuid', { name: 'organization_id' })
  organizationId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
