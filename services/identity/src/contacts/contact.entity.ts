import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A member's address book entry, kept per user within an organization. */
@Entity('contacts')
export class ContactEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'organization_id' })
  organizationId!: string;

  @Column('uuid', { name: 'owner_user_id' })
  ownerUserId!: string;

  @Column('text')
  name!: string;

  /** Lower-cased; unique per owner and organization. */
  @Column('text')
  email!: string;

  /** International format (E.164), or null. */
  @Column('text', { nullable: true })
  phone!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
