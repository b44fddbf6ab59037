import { Module } from '@nestjs/common';
import { DocumentConversionConsumer } from './document-conversion.consumer.js';
import { DocumentsHttpController } from './documents.http-controller.js';
import { ApplyDocumentConversionUseCase } from './use-cases/apply-document-conversion/apply-document-conversion.use-case.js';
import { AddDocumentUseCase } from './use-cases/add-document/add-document.use-case.js';
import { RemoveDocumentUseCase } from './use-cases/remove-document/remove-document.use-case.js';

/**
 * Documents of an envelope: PDFs streamed to the blob store, counted and hashed on upload; office
 * files converted to PDF by the storage service first.
 */
@Module({
  controllers: [DocumentsHttpController],
  providers: [
    AddDocumentUseCase,
    RemoveDocumentUseCase,
    ApplyDocumentConversionUseCase,
    DocumentConversionConsumer,
  ],
})
export class DocumentsModule {}
