import { Module } from '@nestjs/common';
import { DocumentConversionConsumer } from './document-conversion.consumer.js';
import { DocumentIntake } from './document-intake.js';
import { DocumentsHttpController } from './documents.http-controller.js';
import { ApplyDocumentConversionUseCase } from './use-cases/apply-document-conversion/apply-document-conversion.use-case.js';
import { AddDocumentUseCase } from './use-cases/add-document/add-document.use-case.js';
import { AddStoredDocumentUseCase } from './use-cases/add-stored-document/add-stored-document.use-case.js';
import { StoredItemsClient } from './stored-items.client.js';
import { RemoveDocumentUseCase } from './use-cases/remove-document/remove-document.use-case.js';
import { TextTagsOnUpload } from './text-tags/text-tags-on-upload.js';

/**
 * Documents of an envelope: PDFs streamed to the blob store, counted and hashed on upload; office
 * files converted to PDF by the storage service first; PDFs of the organization's storage copied in.
 */
@Module({
  controllers: [DocumentsHttpController],
  providers: [
    AddDocumentUseCase,
    AddStoredDocumentUseCase,
    DocumentIntake,
    StoredItemsClient,
    RemoveDocumentUseCase,
    ApplyDocumentConversionUseCase,
    DocumentConversionConsumer,
    TextTagsOnUpload,
  ],
})
export class DocumentsModule {}
