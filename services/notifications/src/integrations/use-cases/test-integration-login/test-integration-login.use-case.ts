import { Injectable } from '@nestjs/common';
import type { DocuwareSettings } from '../../docuware/docuware-connection.util.js';
import type { IntegrationInput } from '../../integrations.schemas.js';
import { InjectDocuwareSettings } from '../../integrations.tokens.js';
import { verifyIntegrationConfig } from '../../verify-integration-config.util.js';

/**
 * `POST envelopes/integrations/login`: the configure modal's test (§4 states idle, testing,
 * success, error). Nothing is stored; the answer names the file cabinet that was found.
 */
@Injectable()
export class TestIntegrationLoginUseCase {
  constructor(@InjectDocuwareSettings() private readonly docuware: DocuwareSettings) {}

  async execute(input: IntegrationInput) {
    return { success: true, ...(await verifyIntegrationConfig(this.docuware, input)) };
  }
}
