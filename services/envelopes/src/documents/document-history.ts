import type { EntityManager } from 'typeorm';
import type { DocumentEntity } from '../envelopes/document.entity.js';
import { appendEnvelopeEvent } from '../envelopes/envelope-event.store.js';
import type { HistoryMessageCode } from '../envelopes/history/history-messages.js';

/**
 * A document's history entry: its type is its message code, its text names the document and its
 * data starts with the document's id.
 */
export async function appendDocumentEvent(
  manager: EntityManager,
  document: Pick<DocumentEntity, 'id' | 'name' | 'envelopeId'>,
  type: HistoryMessageCode & `document.${string}`,
  data: Record<string, unknown> = {},
): Promise<void> {
  await appendEnvelopeEvent(manager, {
    envelopeId: document.envelopeId,
    type,
    text: { code: type, params: { name: document.name } },
    data: { document_id: document.id, ...data },
  });
}
