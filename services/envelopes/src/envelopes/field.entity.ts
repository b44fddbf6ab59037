import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { FieldType } from './domain/envelope-vocabulary.js';

/** Where a field shows on a page; positions and sizes are fractions of the page size. */
export interface FieldWidget {
  page: number;
  x_axis: number;
  y_axis: number;
  width: number;
  height: number;
  font_size?: number;
  background_color?: string;
  border_color?: string;
  text_color?: string;
  border_width?: number;
  font_family?: string;
}

/** A signer-owned field: only its recipient fills it. */
@Entity('fields')
export class FieldEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'document_id' })
  documentId!: string;

  @Column('uuid', { name: 'recipient_id' })
  recipientId!: string;

  @Column('text')
  type!: FieldType;

  @Column('text', { nullable: true })
  title!: string | null;

  @Column('text', { nullable: true })
  name!: string | null;

  @Column('text', { nullable: true })
  value!: string | null;

  @Column('jsonb', { nullable: true })
  options!: string[] | null;

  @Column('boolean', { name: 'is_required', default: false })
  isRequired!: boolean;

  @Column('jsonb')
  widgets!: FieldWidget[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
