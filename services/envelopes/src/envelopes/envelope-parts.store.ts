import { In, type EntityManager } from 'typeorm';
import { ContentEntity } from './content.entity.js';
import { DocumentEntity } from './document.entity.js';
import { FieldEntity } from './field.entity.js';
import { RecipientEntity } from './recipient.entity.js';

/** Recipients of several envelopes, each list in the envelope's order (position). */
export async function recipientsOf(
  manager: EntityManager,
  envelopeIds: string[],
): Promise<Map<string, RecipientEntity[]>> {
  const byEnvelope = new Map<string, RecipientEntity[]>(envelopeIds.map((id) => [id, []]));
  if (!envelopeIds.length) return byEnvelope;
  const rows = await manager
    .getRepository(RecipientEntity)
    .find({ where: { envelopeId: In(envelopeIds) }, order: { position: 'ASC', createdAt: 'ASC' } });
  for (const row of rows) byEnvelope.get(row.envelopeId)?.push(row);
  return byEnvelope;
}

export async function documentsOf(
  manager: EntityManager,
  envelopeIds: string[],
): Promise<Map<string, DocumentEntity[]>> {
  const byEnvelope = new Map<string, DocumentEntity[]>(envelopeIds.map((id) => [id, []]));
  if (!envelopeIds.length) return byEnvelope;
  const rows = await manager
    .getRepository(DocumentEntity)
    .find({ where: { envelopeId: In(envelopeIds) }, order: { position: 'ASC', createdAt: 'ASC' } });
  for (const row of rows) byEnvelope.get(row.envelopeId)?.push(row);
  return byEnvelope;
}

/** Fields and contents of documents, by document id. */
export async function elementsOf(
  manager: EntityManager,
  documentIds: string[],
): Promise<Map<string, { fields: FieldEntity[]; contents: ContentEntity[] }>> {
  const byDocument = new Map(
    documentIds.map((id) => [id, { fields: [] as FieldEntity[], contents: [] as ContentEntity[] }]),
  );
  if (!documentIds.length) return byDocument;
  const [fields, contents] = await Promise.all([
    manager
      .getRepository(FieldEntity)
      .find({ where: { documentId: In(documentIds) }, order: { createdAt: 'ASC' } }),
    manager
      .getRepository(ContentEntity)
      .find({ where: { documentId: In(documentIds) }, order: { createdAt: 'ASC' } }),
  ]);
  for (const field of fields) byDocument.get(field.documentId)?.fields.push(field);
  for (const content of contents) byDocument.get(content.documentId)?.contents.push(content);
  return byDocument;
}
