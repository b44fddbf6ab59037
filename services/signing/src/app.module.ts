import { httpProcessModule } from '@rubrica/service-kit';
import { connectSigningRpcServer } from './qualified-signatures/connect-signing-rpc-server.js';
import { QualifiedSignaturesModule } from './qualified-signatures/qualified-signatures.module.js';
import { SignatureProfilesModule } from './signature-profiles/signature-profiles.module.js';
import type { SigningConfig } from './signing.config.js';
import { SIGNING_CONFIG } from './signing-config.module.js';
import { signingEntities } from './signing.entities.js';
import { signingMigrations } from './migrations/index.js';

/** The signing HTTP process: the platform (database, NATS, Redis, probes, outbox), signature profiles and qualified signatures. */
export const AppModule = httpProcessModule((config: SigningConfig) => ({
  service: { name: 'signing', entities: signingEntities, migrations: signingMigrations },
  settings: SIGNING_CONFIG,
  imports: [SignatureProfilesModule, QualifiedSignaturesModule.forRoot(config)],
  // Request-reply (signing.prepare_signable_hashes.v1) beside the HTTP routes.
  configure: (app) => connectSigningRpcServer(app, config),
}));
