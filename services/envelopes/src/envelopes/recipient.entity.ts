import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type {
  DeliveryVia,
  RecipientState,
  RecipientType,
  SignatureType,
} from './domain/envelope-vocabulary.js';

export interface RecipientIdentifier {
  /** `CPF`, `PHOTO` ... */
  code: string;
  title?: string;
  value?: string | null;
  is_required: boolean;
}

export interface RecipientAddressee {
  name: string;
  value: string;
  via: DeliveryVia;
  identifiers: RecipientIdentifier[];
}

@Entity('recipients')
export class RecipientEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'envelope_id' })
  envelopeId!: string;

  @Column('text')
  type!: RecipientType;

  @Column('text', { name: 'signature_type', nullable: true })
  signatureType!: SignatureType | null;

  /** 1-based when the signing order is enforced; null when it is not. */
  @Column('integer', { name: 'routing_order', nullable: true })
  routingOrder!: number | null;

  @Column('text')
  state!: RecipientState;

  /** Lowercase hex SHA-256 of the action token (the token itself is never stored). */
  @Column('text', { name: 'action_token_hash', nullable: true })
  actionTokenHash!: string | null;

  @Column('timestamptz', { name: 'notified_at', nullable: true })
  notifiedAt!: Date | null;

  @Column('timestamptz', { name: 'acted_at', nullable: true })
  actedAt!: Date | null;

  @Column('jsonb')
  addressees!: RecipientAddressee[];

  @Column('integer')
  position!: number;

  /** What text tags may name this recipient by (`{{signature;buyer}}`), lower case; null for none. */
  @Column('text', { name: 'tag_label', nullable: true })
  tagLabel!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
