import { Module } from '@nestjs/common';
import { blobStoreProvider } from '../blob-store/blob-store.provider.js';
import { ConversionAnswers } from './conversion-answers.service.js';
import { ConversionRequestsConsumer } from './conversion-requests.consumer.js';
import { OfficeConverter } from './office/office-converter.js';
import { PendingConversionsReconciler } from './pending-conversions.reconciler.js';
import { StorageQueue } from './storage-queue.provider.js';
import { AcceptConversionRequestUseCase } from './use-cases/accept-conversion-request/accept-conversion-request.use-case.js';
import { ConvertDocumentUseCase } from './use-cases/convert-document/convert-document.use-case.js';
import { ReconcileConversionsUseCase } from './use-cases/reconcile-conversions/reconcile-conversions.use-case.js';

/**
 * Office documents to PDF, in the worker process: the envelopes service's requests are consumed,
 * queued, converted with LibreOffice and answered on RUBRICA_STORAGE through the outbox; requests
 * stuck in `pending` are put back on the queue periodically.
 */
@Module({
  providers: [
    blobStoreProvider,
    StorageQueue,
    OfficeConverter,
    ConversionAnswers,
    AcceptConversionRequestUseCase,
    ConvertDocumentUseCase,
    ConversionRequestsConsumer,
    ReconcileConversionsUseCase,
    PendingConversionsReconciler,
  ],
  exports: [ConvertDocumentUseCase, ConversionRequestsConsumer, ReconcileConversionsUseCase],
})
export class ConversionsModule {}
