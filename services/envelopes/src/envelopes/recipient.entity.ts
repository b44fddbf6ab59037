import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
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
  @column.primaryUuid() id!: string;
  @column.uuid() envelopeId!: string;
  @column.text() type!: RecipientType;
  @column.text({ nullable: true }) signatureType!: SignatureType | null;

  /** 1-based when the signing order is enforced; null when it is not. */
  @column.integer({ nullable: true }) routingOrder!: number | null;

  @column.text() state!: RecipientState;

  /** Lowercase hex SHA-256 of the action token (the token itself is never stored). */
  @column.text({ nullable: true }) actionTokenHash!: string | null;

  @column.timestamptz({ nullable: true }) notifiedAt!: Date | null;
  @column.timestamptz({ nullable: true }) actedAt!: Date | null;
  @column.jsonb() addressees!: RecipientAddressee[];
  @column.integer() position!: number;

  /** What text tags may name this recipient by (`{{signature;buyer}}`), lower case; null for none. */
  @column.text({ nullable: true }) tagLabel!: string | null;

  @column.createdAt() createdAt!: Date;
}
