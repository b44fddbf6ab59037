import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { GatewayCaller, parseInput, UploadedSingleFile, type UploadedPart } from '@rubrica/service-kit';
import { pngFile } from './png-file.util.js';
import { signatureKindOf } from './signature-kind.util.js';
import { previewQuerySchema, saveSignatureSchema } from './signature-profiles.schemas.js';
import { SignatureUploadInterceptor } from './signature-upload.interceptor.js';
import { GetSignaturePreviewUseCase } from './use-cases/get-signature-preview/get-signature-preview.use-case.js';
import { SaveSignatureProfileUseCase } from './use-cases/save-signature-profile/save-signature-profile.use-case.js';

/**
 * The signed-in caller's own signature and initials (envelopes-and-signing §7, `{id}` being the
 * kind: `signature` or `initials`). Any signed-in user; no organization needed.
 */
@Controller('signature-profiles')
export class SignatureProfilesHttpController {
  constructor(
    private readonly save: SaveSignatureProfileUseCase,
    private readonly preview: GetSignaturePreviewUseCase,
  ) {}

  @Get(':kind/preview')
  @Header('Cache-Control', 'private, no-cache')
  async show(@GatewayCaller('userId') userId: string, @Param('kind') kind: string, @Query() query: unknown) {
    return pngFile(
      await this.preview.execute(userId, signatureKindOf(kind), parseInput(previewQuerySchema, query)),
    );
  }

  @Post(':kind')
  @HttpCode(200)
  @UseInterceptors(SignatureUploadInterceptor)
  store(
    @GatewayCaller('userId') userId: string,
    @Param('kind') kind: string,
    @Body() body: unknown,
    @UploadedSingleFile() file: UploadedPart | undefined,
  ) {
    return this.save.execute(userId, signatureKindOf(kind), parseInput(saveSignatureSchema, body), file);
  }
}
