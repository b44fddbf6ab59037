import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Req,
  Res,
  UploadedFiles,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { AppError } from '@rubrica/errors';
import { actionContextOf } from '../common/action-context.util.js';
import { PUBLIC_UPLOAD } from '../common/public-upload.js';
import { CheckedInput, SingleFileUpload, ZodInputPipe } from '@rubrica/service-kit';
import { UnavailableErrorFilter } from './unavailable-error.filter.js';
import {
  actSchema,
  fillFieldSchema,
  identifierValueSchema,
  rejectSchema,
  signableHashesSchema,
  type ActInput,
  type RejectInput,
  type SignableHashesInput,
} from './public.schemas.js';
import { RecipientLinkError } from './public.exception.js';
import { ActOnEnvelopeUseCase } from './use-cases/act-on-envelope/act-on-envelope.use-case.js';
import { FillFieldUseCase } from './use-cases/fill-field/fill-field.use-case.js';
import { GenerateSignableHashesUseCase } from './use-cases/generate-signable-hashes/generate-signable-hashes.use-case.js';
import { GetLinkStatusUseCase } from './use-cases/get-link-status/get-link-status.use-case.js';
import { GetPluginLicenseUseCase } from './use-cases/get-plugin-license/get-plugin-license.use-case.js';
import { GetRecipientViewUseCase } from './use-cases/get-recipient-view/get-recipient-view.use-case.js';
import { RejectEnvelopeUseCase } from './use-cases/reject-envelope/reject-envelope.use-case.js';
import { ResetProcessingUseCase } from './use-cases/reset-processing/reset-processing.use-case.js';
import {
  MAX_PHOTO_BYTES,
  SetIdentifierUseCase,
  type UploadedPhoto,
} from './use-cases/set-identifier/set-identifier.use-case.js';

/** The response header naming the organization (workspace) the envelope belongs to (section 7). */
export const WORKSPACE_HEADER = 'X-Workspace';

const PhotoUpload = SingleFileUpload({
  ...PUBLIC_UPLOAD,
  maxBytes: MAX_PHOTO_BYTES,
  tooLarge: () => AppError.coded('file', 'upload.photo_too_large', { max_mb: MAX_PHOTO_BYTES / 1024 / 1024 }),
});

type RequestLike = Parameters<typeof actionContextOf>[0] & { body?: Record<string, unknown> };

/** The token-based API for recipients without a session (section 7, "Public, token based"). */
@Controller('p/envelopes/recipients')
export class PublicHttpController {
  constructor(
    private readonly getView: GetRecipientViewUseCase,
    private readonly fillField: FillFieldUseCase,
    private readonly setIdentifier: SetIdentifierUseCase,
    private readonly act: ActOnEnvelopeUseCase,
    private readonly reject: RejectEnvelopeUseCase,
    private readonly signableHashes: GenerateSignableHashesUseCase,
    private readonly resetProcessing: ResetProcessingUseCase,
    private readonly pluginLicense: GetPluginLicenseUseCase,
    private readonly linkStatus: GetLinkStatusUseCase,
  ) {}

  @Get(':token')
  async view(
    @Param('token') token: string,
    @Req() request: RequestLike,
    @Res({ passthrough: true }) response: { setHeader(n: string, v: string): void },
  ) {
    const { organizationId, body } = await this.getView.execute(token, actionContextOf(request));
    response.setHeader(WORKSPACE_HEADER, organizationId);
    return body;
  }

  /** What the link leads to now, also once it can no longer act (used, or the envelope ended). */
  @Get(':token/status')
  status(@Param('token') token: string) {
    return this.linkStatus.execute(token);
  }

  @Patch(':token/fields/:field')
  fill(
    @Param('token') token: string,
    @Param('field') field: string,
    @Body() body: unknown,
    @Req() request: RequestLike,
  ) {
    return this.fillField.execute({
      token,
      fieldId: field,
      input: CheckedInput.of(fillFieldSchema, body),
      origin: actionContextOf(request),
    });
  }

  @Put(':token/identifiers/:code')
  @UseInterceptors(PhotoUpload)
  identify(
    @Param('token') token: string,
    @Param('code') code: string,
    @Body() body: unknown,
    @UploadedFiles() files: UploadedPhoto[] | undefined,
  ) {
    return this.setIdentifier.execute({
      token,
      code,
      input: CheckedInput.of(identifierValueSchema, body),
      photo: files?.[0],
    });
  }

  /** Section 7: the photo is a multipart form sent as POST with a method override of PUT. */
  @Post(':token/identifiers/:code')
  @HttpCode(200)
  @UseInterceptors(PhotoUpload)
  identifyOverridden(
    @Param('token') token: string,
    @Param('code') code: string,
    @Body() body: Record<string, unknown> | undefined,
    @Headers('x-http-method-override') override: string | undefined,
    @UploadedFiles() files: UploadedPhoto[] | undefined,
  ) {
    const method = String(override ?? body?._method ?? '').toUpperCase();
    if (method !== 'PUT') {
      throw RecipientLinkError.methodNotAllowed();
    }
    return this.identify(token, code, body, files);
  }

  @Post(':token')
  @HttpCode(202)
  perform(
    @Param('token') token: string,
    @Body(new ZodInputPipe(actSchema)) input: ActInput,
    @Req() request: RequestLike,
  ) {
    return this.act.execute({ token, input, origin: actionContextOf(request) });
  }

  /** Section 4, local plugin flow: the hashes the plugin signs, under a new transaction (`tcn`). */
  @Post(':token/generate-signable-hashes')
  @HttpCode(200)
  @UseFilters(UnavailableErrorFilter)
  generateSignableHashes(
    @Param('token') token: string,
    @Body(new ZodInputPipe(signableHashesSchema)) input: SignableHashesInput,
    @Req() request: RequestLike,
  ) {
    return this.signableHashes.execute({ token, input, origin: actionContextOf(request) });
  }

  @Post(':token/reset-processing')
  @HttpCode(204)
  async reset(@Param('token') token: string): Promise<void> {
    await this.resetProcessing.execute(token);
  }

  @Get(':token/cess/license')
  license(@Param('token') token: string) {
    return this.pluginLicense.execute(token);
  }

  @Delete(':token')
  refuse(
    @Param('token') token: string,
    @Body(new ZodInputPipe(rejectSchema)) { reason }: RejectInput,
    @Req() request: RequestLike,
  ) {
    return this.reject.execute({ token, reason, origin: actionContextOf(request) });
  }
}
