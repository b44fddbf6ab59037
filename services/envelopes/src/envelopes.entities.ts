import { ContentEntity } from './envelopes/content.entity.js';
import { DocumentEntity } from './envelopes/document.entity.js';
import { EnvelopeEventEntity } from './envelopes/envelope-event.entity.js';
import { EnvelopeEntity } from './envelopes/envelope.entity.js';
import { FieldEntity } from './envelopes/field.entity.js';
import { NoteEntity } from './envelopes/note.entity.js';
import { RecipientEntity } from './envelopes/recipient.entity.js';

/** Every table the envelopes service owns (besides the outbox and processed-events tables). */
export const envelopesEntities = [
  EnvelopeEntity,
  DocumentEntity,
  RecipientEntity,
  FieldEntity,
  ContentEntity,
  NoteEntity,
  EnvelopeEventEntity,
];
