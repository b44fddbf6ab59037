import { Module } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { blobStoreProvider } from '../blob-store/blob-store.provider.js';
import type { SigningConfig } from '../signing.config.js';
import { SIGNING_CONFIG } from '../signing-config.module.js';
import { PublicSignatureProfilesHttpController } from './public-signature-profiles.http-controller.js';
import { RecipientAccess } from './recipient-access.provider.js';
import { SignatureImageMaker } from './signature-image.maker.js';
import { SignaturePreviews } from './signature-previews.provider.js';
import { SignatureProfilesHttpController } from './signature-profiles.http-controller.js';
import { GetRecipientSignaturePreviewUseCase } from './use-cases/get-recipient-signature-preview/get-recipient-signature-preview.use-case.js';
import { GetSignaturePreviewUseCase } from './use-cases/get-signature-preview/get-signature-preview.use-case.js';
import { SaveRecipientSignatureUseCase } from './use-cases/save-recipient-signature/save-recipient-signature.use-case.js';
import { SaveSignatureProfileUseCase } from './use-cases/save-signature-profile/save-signature-profile.use-case.js';
import { UserNames } from './user-names.provider.js';

/** Saved signatures and initials: the signed-in user's, and a token-holding recipient's. */
@Module({
  controllers: [SignatureProfilesHttpController, PublicSignatureProfilesHttpController],
  providers: [
    blobStoreProvider,
    {
      provide: RpcClient,
      useFactory: (config: SigningConfig) =>
        new RpcClient({
          natsUrl: config.NATS_URL,
          name: 'signing-rpc-client',
          defaultTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
      inject: [SIGNING_CONFIG],
    },
    RecipientAccess,
    UserNames,
    SignatureImageMaker,
    SignaturePreviews,
    SaveSignatureProfileUseCase,
    GetSignaturePreviewUseCase,
    SaveRecipientSignatureUseCase,
    GetRecipientSignaturePreviewUseCase,
  ],
})
export class SignatureProfilesModule {}
