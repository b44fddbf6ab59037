import type { EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { DocumentEntity } from './document.entity.js';
import { DocumentsError } from './documents.exception.js';

/** A document of the given envelope, or 404. */
export async function findDocument(
  manager: EntityManager,
  envelopeId: string,
  documentId: string,
): Promise<DocumentEntity> {
  if (!isUuid(documentId)) throw DocumentsError.notFound();
  const document = await manager.getRepository(DocumentEntity).findOneBy({ id: documentId, envelopeId });
  if (!document) throw DocumentsError.notFound();
  return document;
}
