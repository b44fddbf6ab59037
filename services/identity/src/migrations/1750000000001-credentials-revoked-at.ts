import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a user's sessions and tokens were last all revoked (`users.credentials_revoked_at`). */
export class CredentialsRevokedAt1750000000001 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE users ADD COLUMN credentials_revoked_at timestamptz');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE users DROP COLUMN credentials_revoked_at');
  }
}
