import { Module } from '@nestjs/common';
import { EnvelopeFlowModule } from '../envelope-flow/envelope-flow.module.js';
import { DownloadsHttpController, PublicDownloadsHttpController } from './downloads.http-controller.js';
import { EnvelopeFiles } from './envelope-files.js';
import { AnswerValidarUseCase } from './use-cases/answer-validar/answer-validar.use-case.js';
import { DownloadDocumentsUseCase } from './use-cases/download-documents/download-documents.use-case.js';
import { ValidarHttpController } from './validar.http-controller.js';

@Module({
  imports: [EnvelopeFlowModule],
  controllers: [DownloadsHttpController, PublicDownloadsHttpController, ValidarHttpController],
  providers: [EnvelopeFiles, DownloadDocumentsUseCase, AnswerValidarUseCase],
})
export class DownloadsModule {}
