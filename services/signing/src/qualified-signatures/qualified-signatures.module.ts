import { Module, type DynamicModule } from '@nestjs/common';
import { blobStoreProvider } from '../blob-store/blob-store.provider.js';
import { cloudCertificateSettings, type SigningConfig } from '../signing.config.js';
import { BirdIdHttpController } from './bird-id.http-controller.js';
import { CloudCertificatesModule } from './cloud-certificates.module.js';
import { SandboxPscHttpController } from './cloud-certificates/sandbox/sandbox-psc.http-controller.js';
import { SandboxPscProvider } from './cloud-certificates/sandbox/sandbox-psc.provider.js';
import { SignableHashesRpcController } from './signable-hashes.rpc-controller.js';
import { OpenCloudSessionUseCase } from './use-cases/open-cloud-session/open-cloud-session.use-case.js';
import { PrepareSignableHashesUseCase } from './use-cases/prepare-signable-hashes/prepare-signable-hashes.use-case.js';

/**
 * Qualified signatures in the HTTP process: `POST /bird-id`, `signing.prepare_signable_hashes.v1`,
 * and, with CLOUD_CERTIFICATE_PROVIDER=sandbox, the sandbox cloud certificate service itself.
 */
@Module({})
export class QualifiedSignaturesModule {
  static forRoot(config: SigningConfig): DynamicModule {
    const sandbox = cloudCertificateSettings(config).provider === 'sandbox';
    return {
      module: QualifiedSignaturesModule,
      imports: [CloudCertificatesModule],
      controllers: [
        BirdIdHttpController,
        SignableHashesRpcController,
        ...(sandbox ? [SandboxPscHttpController] : []),
      ],
      providers: [
        blobStoreProvider,
        OpenCloudSessionUseCase,
        PrepareSignableHashesUseCase,
        ...(sandbox ? [SandboxPscProvider] : []),
      ],
    };
  }
}
