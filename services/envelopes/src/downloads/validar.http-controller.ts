import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ZodInputPipe } from '@rubrica/service-kit';
import { sendFile } from './send-file.util.js';
import { AnswerValidarUseCase } from './use-cases/answer-validar/answer-validar.use-case.js';
import {
  validarFileQuerySchema,
  validarQuerySchema,
  type ValidarFileQueryInput,
  type ValidarQueryInput,
} from './validar.schemas.js';

/** ITI VALIDAR's QR code hook (no session): the signed files of an envelope with ICP-Brasil signatures. */
@Controller('p/envelopes/documents/validar')
export class ValidarHttpController {
  constructor(private readonly validar: AnswerValidarUseCase) {}

  @Get(':envelopeId')
  files(
    @Param('envelopeId') envelopeId: string,
    @Query(new ZodInputPipe(validarQuerySchema)) { _secretCode }: ValidarQueryInput,
  ) {
    return this.validar.signatureFiles({ envelopeId, secretCode: _secretCode });
  }

  @Get(':envelopeId/files/:documentId')
  async file(
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
    @Query(new ZodInputPipe(validarFileQuerySchema)) { _secretCode }: ValidarFileQueryInput,
    @Res() response: Parameters<typeof sendFile>[0],
  ) {
    await sendFile(response, await this.validar.file({ envelopeId, documentId, secretCode: _secretCode }));
  }
}
