import { In, type EntityManager, type EntityTarget, type FindManyOptions } from 'typeorm';
import { ContentEntity } from './content.entity.js';
import { DocumentEntity } from './document.entity.js';
import { FieldEntity } from './field.entity.js';
import { RecipientEntity } from './recipient.entity.js';

type EnvelopePart = { envelopeId: string; position: number; createdAt: Date };

/** Rows of `entity` of several envelopes, by envelope id, each list in the envelope's order (position). */
async function partsOf<T extends EnvelopePart>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  envelopeIds: string[],
): Promise<Map<string, T[]>> {
  const byEnvelope = new Map<string, T[]>(envelopeIds.map((id) => [id, []]));
  if (!envelopeIds.length) return byEnvelope;
  const inEnvelopeOrder = {
    where: { envelopeId: In(envelopeIds) },
    order: { position: 'ASC', createdAt: 'ASC' },
  } as FindManyOptions<T>;
  for (const row of await manager.getRepository(entity).find(inEnvelopeOrder))
    byEnvelope.get(row.envelopeId)?.push(row);
  return byEnvelope;
}

/** Recipients of several envelopes, each list in the envelope's order (position). */
export function recipientsOf(
  manager: EntityManager,
  envelopeIds: string[],
): Promise<Map<string, RecipientEntity[]>> {
  return partsOf(manager, RecipientEntity, envelopeIds);
}

/** One envelope's recipients in its order (position, then the order they were added). */
export function recipientsOfEnvelope(manager: EntityManager, envelopeId: string): Promise<RecipientEntity[]> {
  return manager.find(RecipientEntity, {
    where: { envelopeId },
    order: { position: 'ASC', createdAt: 'ASC' },
  });
}

export function documentsOf(
  manager: EntityManager,
  envelopeIds: string[],
): Promise<Map<string, DocumentEntity[]>> {
  return partsOf(manager, DocumentEntity, envelopeIds);
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
