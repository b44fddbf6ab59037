import { eventMigrations } from '@rubrica/messaging';
import { IdentitySchema1710000000000 } from './1710000000000-identity-schema.js';
import { DeveloperAppScopes1740000000000 } from './1740000000000-developer-app-scopes.js';
import { OidcStorageAtRest1750000000000 } from './1750000000000-oidc-storage-at-rest.js';
import { CredentialsRevokedAt1750000000001 } from './1750000000001-credentials-revoked-at.js';

/**
 * Every migration of `rubrica_identity`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const identityMigrations = [
  ...eventMigrations,
  IdentitySchema1710000000000,
  DeveloperAppScopes1740000000000,
  OidcStorageAtRest1750000000000,
  CredentialsRevokedAt1750000000001,
];
