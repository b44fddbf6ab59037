import { Module } from '@nestjs/common';
import { EnvelopeFlowModule } from '../envelope-flow/envelope-flow.module.js';
import { ValidateDocumentUseCase } from './use-cases/validate-document/validate-document.use-case.js';
import { VerifierHttpController } from './verifier.http-controller.js';

@Module({
  imports: [EnvelopeFlowModule],
  controllers: [VerifierHttpController],
  providers: [ValidateDocumentUseCase],
})
export class VerifierModule {}
