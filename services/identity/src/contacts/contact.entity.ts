import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** A member's address book entry, kept per user within an organization. */
@Entity('contacts')
export class ContactEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() organizationId!: string;
  @column.uuid() ownerUserId!: string;
  @column.text() name!: string;

  /** Lower-cased; unique per owner and organization. */
  @column.text() email!: string;

  /** International format (E.164), or null. */
  @column.text({ nullable: true }) phone!: string | null;

  @column.createdAt() createdAt!: Date;
  @column.updatedAt() updatedAt!: Date;
}
