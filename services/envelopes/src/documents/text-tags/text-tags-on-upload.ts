import { Injectable, Logger } from '@nestjs/common';
import { PDF } from '@libpdf/core';
import type { BlobStore } from '@rubrica/blob';
import type { EntityManager } from 'typeorm';
import { InjectBlobStore } from '../../common/envelopes-tokens.js';
import { DocumentEntity } from '../../envelopes/document.entity.js';
import type { TextTag } from '../../envelopes/domain/stored-text-tag.js';
import type { EnvelopeEntity } from '../../envelopes/envelope.entity.js';
import type { FieldEntity } from '../../envelopes/field.entity.js';
import { placeTextTags } from '../../envelopes/text-tag-placement.js';
import { readStoredFile } from '../read-uploaded-pdf.js';
import { findTextTags } from './find-text-tags.js';

/**
 * The text tags of a document just accepted as a PDF (upload, storage item or conversion), in two
 * steps: `find` searches the stored file before the transaction that records the document opens
 * (reading a long document's text takes time, and the envelope stays locked only while rows are
 * written); `place` keeps them on the document (their boxes are covered when the envelope is first
 * stamped) and makes fields of the recipients their slots already name, in that transaction.
 */
@Injectable()
export class TextTagsOnUpload {
  private readonly logger = new Logger('TextTags');

  constructor(@InjectBlobStore() private readonly blobs: BlobStore) {}

  /**
   * The tags in the PDF stored under `key` (`size` bytes, as the upload measured it): read once
   * into one buffer and dropped once searched, unless the upload's check kept its `bytes` (a small
   * file). Call it when no other copy of a large file is held.
   */
  async find(documentId: string, key: string, size: number, bytes?: Uint8Array): Promise<TextTag[]> {
    try {
      const { tags, problems } = findTextTags(
        await PDF.load(bytes ?? (await readStoredFile(this.blobs, key, size))),
      );
      // A `{{type;…}}` outside the grammar stays text in the document; the log says why.
      for (const problem of problems)
        this.logger.log(
          `Document ${documentId}, page ${problem.page}: ${problem.text} is not a tag (${problem.message})`,
        );
      return tags;
    } catch (error) {
      // The upload already judged the file readable; a text layer the extractor cannot follow only
      // means no tags, and the sender places fields by hand.
      this.logger.warn(`Document ${documentId}: text not searched for tags (${String(error)})`);
      return [];
    }
  }

  /** Runs in the transaction that records the document, the envelope locked; the fields it placed. */
  async place(
    manager: EntityManager,
    envelope: EnvelopeEntity,
    document: DocumentEntity,
    found: TextTag[],
  ): Promise<FieldEntity[]> {
    if (!found.length) return [];
    document.textTags = found.map((tag) => ({ ...tag, field_id: null, problem: null, problem_code: null }));
    await manager.update(DocumentEntity, { id: document.id }, { textTags: document.textTags });
    return placeTextTags(manager, envelope, [document]);
  }
}
