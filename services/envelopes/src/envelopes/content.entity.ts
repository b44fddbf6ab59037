import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type ContentType = 'text' | 'comment' | 'image' | 'validation-qrcode';

/** A sender-placed element; position and size are fractions of the page size. */
@Entity('contents')
export class ContentEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'document_id' })
  documentId!: string;

  @Column('text')
  type!: ContentType;

  /** The text, or the blob key of an image. */
  @Column('text', { nullable: true })
  value!: string | null;

  @Column('integer')
  page!: number;

  @Column('double precision', { name: 'x_axis' })
  xAxis!: number;

  @Column('double precision', { name: 'y_axis' })
  yAxis!: number;

  @Column('double precision')
  width!: number;

  @Column('double precision')
  height!: number;

  @Column('double precision', { name: 'font_size', nullable: true })
  fontSize!: number | null;

  @Column('text', { name: 'font_family', nullable: true })
  fontFamily!: string | null;

  @Column('text', { name: 'text_color', nullable: true })
  textColor!: string | null;

  @Column('double precision', { nullable: true })
  opacity!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
