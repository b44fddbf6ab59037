import { parseInput, UploadedSingleFile, type UploadedPart } from '@rubrica/service-kit';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { pngFile } from './png-file.util.js';
import { signatureKindOf } from './signature-kind.util.js';
import { previewQuerySchema, saveSignatureSchema } from './signature-profiles.schemas.js';
import { SignatureUploadInterceptor } from './signature-upload.interceptor.js';
import { GetRecipientSignaturePreviewUseCase } from './use-cases/get-recipient-signature-preview/get-recipient-signature-preview.use-case.js';
import { SaveRecipientSignatureUseCase } from './use-cases/save-recipient-signature/save-recipient-signature.use-case.js';

/**
 * A recipient's signature and initials through their link's action token (§7 public variants
 * `/p/signature-profiles/{a}/{b}`: `{token}/{kind}`). No session: the token is the credential.
 */
@Controller('p/signature-profiles')
export class PublicSignatureProfilesHttpController {
  constructor(
    private readonly save: SaveRecipientSignatureUseCase,
    private readonly preview: GetRecipientSignaturePreviewUseCase,
  ) {}

  @Get(':token/:kind/preview')
  @Header('Cache-Control', 'private, no-cache')
  async show(@Param('token') token: string, @Param('kind') kind: string, @Query() query: unknown) {
    return pngFile(
      await this.preview.execute(token, signatureKindOf(kind), parseInput(previewQuerySchema, query)),
    );
  }

  @Post(':token/:kind')
  @HttpCode(200)
  @UseInterceptors(SignatureUploadInterceptor)
  store(
    @Param('token') token: string,
    @Param('kind') kind: string,
    @Body() body: unknown,
    @UploadedSingleFile() file: UploadedPart | undefined,
  ) {
    return this.save.execute(token, signatureKindOf(kind), parseInput(saveSignatureSchema, body), file);
  }
}
