import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@rubrica/service-kit';
import type { SigningConfig } from './signing.config.js';
import { SigningConfigModule } from './signing-config.module.js';
import { signingEntities } from './signing.entities.js';
import { signingMigrations } from './migrations/index.js';
import { SignatureProfilesModule } from './signature-profiles/signature-profiles.module.js';
import { QualifiedSignaturesModule } from './qualified-signatures/qualified-signatures.module.js';

/** The signing HTTP process: the platform (database, NATS, Redis, probes, outbox), signature profiles and qualified signatures. */
@Module({})
export class AppModule {
  static forRoot(config: SigningConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SigningConfigModule.forRoot(config),
        ServicePlatformModule.forProcess({
          name: 'signing',
          config,
          service: { name: 'signing', entities: signingEntities, migrations: signingMigrations },
        }),
        SignatureProfilesModule,
        QualifiedSignaturesModule.forRoot(config),
      ],
    };
  }
}
