import { SqlMigration } from '@rubrica/database';

/** When a user's sessions and tokens were last all revoked (`users.credentials_revoked_at`). */
export class CredentialsRevokedAt1750000000001 extends SqlMigration {
  protected readonly upSql = ['ALTER TABLE users ADD COLUMN credentials_revoked_at timestamptz'];

  protected readonly downSql = ['ALTER TABLE users DROP COLUMN credentials_revoked_at'];
}
