import { Module } from '@nestjs/common';
import { EnvelopeFlowModule } from '../envelope-flow/envelope-flow.module.js';
import { RecipientTokensHttpController } from './recipient-tokens.http-controller.js';
import { MintFaceToFaceTokenUseCase } from './use-cases/mint-face-to-face-token/mint-face-to-face-token.use-case.js';
import { MintInboxTokenUseCase } from './use-cases/mint-inbox-token/mint-inbox-token.use-case.js';

/**
 * Links minted for signed-in callers (HTTP process only: the worker shares the flow's
 * kernel but has no caller directory).
 */
@Module({
  imports: [EnvelopeFlowModule],
  controllers: [RecipientTokensHttpController],
  providers: [MintInboxTokenUseCase, MintFaceToFaceTokenUseCase],
})
export class RecipientLinksModule {}
