import { Injectable, Logger } from '@nestjs/common';
import { PDF } from '@libpdf/core';
import type { BlobStore } from '@rubrica/blob';
import type { EntityManager } from 'typeorm';
import { InjectBlobStore } from '../../common/envelopes-tokens.js';
import { DocumentEntity } from '../../envelopes/document.entity.js';
import type { EnvelopeEntity } from '../../envelopes/envelope.entity.js';
import type { FieldEntity } from '../../envelopes/field.entity.js';
import { placeTextTags } from '../../envelopes/text-tag-placement.js';
import { readStoredFile } from '../read-uploaded-pdf.js';
import { findTextTags } from './find-text-tags.js';

/**
 * The text tags of a document just accepted as a PDF (upload, storage item or conversion): found in
 * the stored file, kept on the document (their boxes are covered when the envelope is first
 * stamped) and placed as fields of the recipients their slots already name.
 */
@Injectable()
export class TextTagsOnUpload {
  private readonly logger = new Logger('TextTags');

  constructor(@InjectBlobStore() private readonly blobs: BlobStore) {}

  /** Runs in the transaction that records the document, the envelope locked; the fields it placed. */
  async place(
    manager: EntityManager,
    envelope: EnvelopeEntity,
    document: DocumentEntity,
  ): Promise<FieldEntity[]> {
    const found = await this.find(document);
    if (!found.length) return [];
    document.textTags = found.map((tag) => ({ ...tag, field_id: null, problem: null }));
    await manager.update(DocumentEntity, { id: document.id }, { textTags: document.textTags });
    return placeTextTags(manager, envelope, [document]);
  }

  private async find(document: DocumentEntity) {
    try {
      const key = document.originalBlobKey;
      const bytes = await readStoredFile(this.blobs, key, (await this.blobs.stat(key)).size);
      const { tags, problems } = findTextTags(await PDF.load(bytes));
      // A `{{type;…}}` outside the grammar stays text in the document; the log says why.
      for (const problem of problems)
        this.logger.log(
          `Document ${document.id}, page ${problem.page}: ${problem.text} is not a tag (${problem.message})`,
        );
      return tags;
    } catch (error) {
      // The upload already judged the file readable; a text layer the extractor cannot follow only
      // means no tags, and the sender places fields by hand.
      this.logger.warn(`Document ${document.id}: text not searched for tags (${String(error)})`);
      return [];
    }
  }
}
