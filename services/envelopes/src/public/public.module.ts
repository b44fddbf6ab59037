import { Module } from '@nestjs/common';
import { EnvelopeFlowModule } from '../envelope-flow/envelope-flow.module.js';
import { PublicHttpController } from './public.http-controller.js';
import { RecipientAccessRpcController } from './recipient-access.rpc-controller.js';
import { ActOnEnvelopeUseCase } from './use-cases/act-on-envelope/act-on-envelope.use-case.js';
import { RecipientActing } from './recipient-acting.js';
import { SignableHashesClient } from './signable-hashes.client.js';
import { FillFieldUseCase } from './use-cases/fill-field/fill-field.use-case.js';
import { GenerateSignableHashesUseCase } from './use-cases/generate-signable-hashes/generate-signable-hashes.use-case.js';
import { GetLinkStatusUseCase } from './use-cases/get-link-status/get-link-status.use-case.js';
import { GetPluginLicenseUseCase } from './use-cases/get-plugin-license/get-plugin-license.use-case.js';
import { GetRecipientViewUseCase } from './use-cases/get-recipient-view/get-recipient-view.use-case.js';
import { RejectEnvelopeUseCase } from './use-cases/reject-envelope/reject-envelope.use-case.js';
import { ResetProcessingUseCase } from './use-cases/reset-processing/reset-processing.use-case.js';
import { SetIdentifierUseCase } from './use-cases/set-identifier/set-identifier.use-case.js';

/**
 * The recipients' token API (p/envelopes/recipients/...: view, status, fill, identify, act, reject, and the
 * qualified signer's signable hashes, reset and plugin licence) and envelopes.resolve_action_token.v1.
 */
@Module({
  imports: [EnvelopeFlowModule],
  controllers: [PublicHttpController, RecipientAccessRpcController],
  providers: [
    GetRecipientViewUseCase,
    FillFieldUseCase,
    SetIdentifierUseCase,
    ActOnEnvelopeUseCase,
    RejectEnvelopeUseCase,
    RecipientActing,
    SignableHashesClient,
    GenerateSignableHashesUseCase,
    ResetProcessingUseCase,
    GetPluginLicenseUseCase,
    GetLinkStatusUseCase,
  ],
})
export class PublicModule {}
