import { Module } from '@nestjs/common';
import { EnvelopeFlowModule } from '../envelope-flow/envelope-flow.module.js';
import { DownloadsHttpController, PublicDownloadsHttpController } from './downloads.http-controller.js';
import { EnvelopeFiles } from './envelope-files.js';
import { DownloadDocumentsUseCase } from './use-cases/download-documents/download-documents.use-case.js';

@Module({
  imports: [EnvelopeFlowModule],
  controllers: [DownloadsHttpController, PublicDownloadsHttpController],
  providers: [EnvelopeFiles, DownloadDocumentsUseCase],
})
export class DownloadsModule {}
