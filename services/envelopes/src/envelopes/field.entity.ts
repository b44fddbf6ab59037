import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
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
  @column.primaryUuid() id!: string;
  @column.uuid() documentId!: string;
  @column.uuid() recipientId!: string;
  @column.text() type!: FieldType;
  @column.text({ nullable: true }) title!: string | null;
  @column.text({ nullable: true }) name!: string | null;
  @column.text({ nullable: true }) value!: string | null;
  @column.jsonb({ nullable: true }) options!: string[] | null;
  @column.boolean({ default: false }) isRequired!: boolean;
  @column.jsonb() widgets!: FieldWidget[];
  @column.createdAt() createdAt!: Date;
}
