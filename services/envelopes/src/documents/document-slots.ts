import type { EntityManager } from 'typeorm';
import { DocumentEntity } from '../envelopes/document.entity.js';
import { DocumentsError } from '../envelopes/documents.exception.js';

/**
 * Section 9: at most `maxFiles` documents per envelope. Checked before any byte is stored (an
 * early, unlocked count) and again when the row is written under the envelope's lock, which also
 * gives the new document the next position.
 */
export const documentSlots = {
  async assertRoom(manager: EntityManager, envelopeId: string, maxFiles: number): Promise<void> {
    const count = await manager.getRepository(DocumentEntity).countBy({ envelopeId });
    if (count >= maxFiles) throw DocumentsError.tooManyFiles(maxFiles);
  },

  /** The next document's position; call with the envelope locked. */
  async claim(manager: EntityManager, envelopeId: string, maxFiles: number): Promise<number> {
    // Counted and the last position taken in the database, not by reading every document's row.
    const [taken]: Array<{ count: number; last: number | null }> = await manager.query(
      'SELECT count(*)::int AS count, max(position) AS last FROM documents WHERE envelope_id = $1',
      [envelopeId],
    );
    if (taken!.count >= maxFiles) throw DocumentsError.tooManyFiles(maxFiles);
    return (taken!.last ?? 0) + 1;
  },
};
