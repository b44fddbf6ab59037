import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** A note a recipient leaves on an envelope (shown to the sender only). */
@Entity('notes')
export class NoteEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() envelopeId!: string;
  @column.uuid({ nullable: true }) recipientId!: string | null;
  @column.text() message!: string;
  @column.createdAt() createdAt!: Date;
}
