import { httpProcessModule } from '@rubrica/service-kit';
import type { IdentityConfig } from './identity.config.js';
import { IDENTITY_CONFIG } from './identity-config.module.js';
import { identityEntities } from './identity.entities.js';
import { identityFeatures } from './identity-features.js';
import { identityMigrations } from './migrations/index.js';
import { connectIdentityRpcServer } from './principal/connect-identity-rpc-server.js';

/** The identity HTTP process: the platform (database, NATS, Redis, probes, outbox) and its features. */
export const AppModule = httpProcessModule((config: IdentityConfig) => ({
  service: { name: 'identity', entities: identityEntities, migrations: identityMigrations },
  settings: IDENTITY_CONFIG,
  imports: identityFeatures,
  // Request-reply (identity.resolve_principal.v1, ...) beside the HTTP routes.
  configure: (app) => connectIdentityRpcServer(app, config),
}));
