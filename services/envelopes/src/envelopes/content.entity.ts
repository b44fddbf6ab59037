import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

export type ContentType = 'text' | 'comment' | 'image' | 'validation-qrcode';

/** A sender-placed element; position and size are fractions of the page size. */
@Entity('contents')
export class ContentEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() documentId!: string;
  @column.text() type!: ContentType;

  /** The text, or the blob key of an image. */
  @column.text({ nullable: true }) value!: string | null;

  @column.integer() page!: number;
  @column.doublePrecision() xAxis!: number;
  @column.doublePrecision() yAxis!: number;
  @column.doublePrecision() width!: number;
  @column.doublePrecision() height!: number;
  @column.doublePrecision({ nullable: true }) fontSize!: number | null;
  @column.text({ nullable: true }) fontFamily!: string | null;
  @column.text({ nullable: true }) textColor!: string | null;
  @column.doublePrecision({ nullable: true }) opacity!: number | null;
  @column.createdAt() createdAt!: Date;
}
