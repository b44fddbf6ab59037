import { SqlMigration } from '@rubrica/database';

/**
 * The authorization server's storage holds no usable credential at rest (`auth/oidc-store.ts`):
 * ids that are bearer secrets become digests and payloads are sealed, so revocation can no longer
 * read the account or client from the payload and gets columns of its own. Rows written before
 * (sessions, tokens, grants: plain ids and payloads) cannot be keyed or sealed here without the
 * key, so they go: everyone signs in once more, apps get new tokens. The signing key set stays
 * and is sealed the first time it is read.
 */
export class OidcStorageAtRest1750000000000 extends SqlMigration {
  protected readonly upSql = [
    `DELETE FROM oidc_models WHERE kind <> 'SigningKeySet'`,
    'ALTER TABLE oidc_models ADD COLUMN account_id text, ADD COLUMN client_id text',
    'CREATE INDEX oidc_models_account_idx ON oidc_models (account_id) WHERE account_id IS NOT NULL',
    'CREATE INDEX oidc_models_client_idx ON oidc_models (client_id) WHERE client_id IS NOT NULL',
  ];

  protected readonly downSql = ['ALTER TABLE oidc_models DROP COLUMN account_id, DROP COLUMN client_id'];
}
