import { isUuid } from '@rubrica/service-kit';
import type { EntityManager } from 'typeorm';
import { ContentEntity } from '../envelopes/content.entity.js';
import type { DocumentEntity } from '../envelopes/document.entity.js';
import { findDocument } from '../envelopes/document.store.js';
import { DocumentsError } from '../envelopes/documents.exception.js';
import { assertDrafting, findSenderEnvelope, type SenderScope } from '../envelopes/envelope-access.js';
import type { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import { FieldsError } from './fields.exception.js';

/**
 * The sender's envelope (locked for the transaction) and one of its documents, for placing
 * elements: 404 for anything outside the caller's reach, 412 once the envelope is sent
 * (fields and contents are read-only outside drafts and templates) and while the document is not
 * a PDF yet.
 */
export async function findDraftingDocument(
  manager: EntityManager,
  scope: SenderScope,
  envelopeId: string,
  documentId: string,
): Promise<{ envelope: EnvelopeEntity; document: DocumentEntity }> {
  const envelope = await findSenderEnvelope(manager, scope, envelopeId, { lock: true });
  const document = await findDocument(manager, envelope.id, documentId);
  assertDrafting(envelope);
  if (document.conversionStatus) throw DocumentsError.notReady(document.conversionError);
  return { envelope, document };
}

/** One content of a drafting document (findDraftingDocument's rules), 404 when it is not one of its contents. */
export async function findDraftingContent(
  manager: EntityManager,
  scope: SenderScope,
  place: { envelopeId: string; documentId: string; contentId: string },
): Promise<{ document: DocumentEntity; content: ContentEntity }> {
  const { document } = await findDraftingDocument(manager, scope, place.envelopeId, place.documentId);
  const content = isUuid(place.contentId)
    ? await manager.getRepository(ContentEntity).findOneBy({ id: place.contentId, documentId: document.id })
    : null;
  if (!content) throw FieldsError.contentNotFound();
  return { document, content };
}
