import { Module } from '@nestjs/common';
import { SendingModule } from '../sending/sending.module.js';
import { ValidateDocumentUseCase } from './use-cases/validate-document/validate-document.use-case.js';
import { VerifierHttpController } from './verifier.http-controller.js';

@Module({
  imports: [SendingModule],
  controllers: [VerifierHttpController],
  providers: [ValidateDocumentUseCase],
})
export class VerifierModule {}
