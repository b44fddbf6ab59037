import type { EntityManager } from 'typeorm';
import { findRowById } from '@rubrica/service-kit/find-row-by-id';
import { DocumentEntity } from './document.entity.js';
import { DocumentsError } from './documents.exception.js';

/** A document of the given envelope, or 404. */
export async function findDocument(
  manager: EntityManager,
  envelopeId: string,
  documentId: string,
): Promise<DocumentEntity> {
  return findRowById(manager, DocumentEntity, documentId, { envelopeId }, DocumentsError.notFound);
}
