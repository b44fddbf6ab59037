import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** The organization a user chose when consenting to a developer app acting for them. */
@Entity('oauth_grant_organizations')
export class OAuthGrantOrganizationEntity {
  /** The provider's Grant id: every token issued under the consent carries it. */
  @column.primaryText() grantId!: string;

  @column.uuid() organizationId!: string;
  @column.createdAt() createdAt!: Date;
}
