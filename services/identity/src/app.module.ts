import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@rubrica/service-kit';
import type { IdentityConfig } from './identity.config.js';
import { IdentityConfigModule } from './identity-config.module.js';
import { identityEntities } from './identity.entities.js';
import { identityFeatures } from './identity-features.js';
import { identityMigrations } from './migrations/index.js';

/** The identity HTTP process: the platform (database, NATS, Redis, probes, outbox) and its features. */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forProcess({
          name: 'identity',
          config,
          service: { name: 'identity', entities: identityEntities, migrations: identityMigrations },
        }),
        IdentityConfigModule.forRoot(config),
        ...identityFeatures,
      ],
    };
  }
}
