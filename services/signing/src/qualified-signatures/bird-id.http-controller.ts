import { parseInput } from '@rubrica/service-kit';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { openCloudSessionSchema } from './qualified-signatures.schemas.js';
import { OpenCloudSessionUseCase } from './use-cases/open-cloud-session/open-cloud-session.use-case.js';

/**
 * `POST /bird-id` (spec §7): public, as anonymous recipients sign with cloud certificates too; the
 * gateway rate-limits it as it does every public route.
 */
@Controller('bird-id')
export class BirdIdHttpController {
  constructor(private readonly openSession: OpenCloudSessionUseCase) {}

  @Post()
  @HttpCode(200)
  open(@Body() body: unknown) {
    return this.openSession.execute(parseInput(openCloudSessionSchema, body));
  }
}
