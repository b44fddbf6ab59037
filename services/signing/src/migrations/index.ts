import { eventMigrations } from '@rubrica/messaging';
import { SigningSchema1732500000000 } from './1732500000000-signing-schema.js';
import { QualifiedSignatures1764000000000 } from './1764000000000-qualified-signatures.js';
import { SealedCopies1765000000000 } from './1765000000000-sealed-copies.js';

/**
 * Every migration of `rubrica_signing`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const signingMigrations = [
  ...eventMigrations,
  SigningSchema1732500000000,
  QualifiedSignatures1764000000000,
  SealedCopies1765000000000,
];
