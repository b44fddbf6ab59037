import { Module } from '@nestjs/common';
import { PublicModule } from '../public/public.module.js';
import { SendingModule } from '../sending/sending.module.js';
import { DownloadsHttpController, PublicDownloadsHttpController } from './downloads.http-controller.js';
import { EnvelopeFiles } from './envelope-files.js';
import { DownloadDocumentsUseCase } from './use-cases/download-documents/download-documents.use-case.js';

@Module({
  imports: [SendingModule, PublicModule],
  controllers: [DownloadsHttpController, PublicDownloadsHttpController],
  providers: [EnvelopeFiles, DownloadDocumentsUseCase],
})
export class DownloadsModule {}
