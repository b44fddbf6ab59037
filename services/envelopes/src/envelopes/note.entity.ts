import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A note a recipient leaves on an envelope (shown to the sender only). */
@Entity('notes')
export class NoteEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'envelope_id' })
  envelopeId!: string;

  @Column('uuid', { name: 'recipient_id', nullable: true })
  recipientId!: string | null;

  @Column('text')
  message!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
