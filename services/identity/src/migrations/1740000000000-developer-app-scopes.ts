import type { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen here: the scopes that existed when apps had no narrower registration (full access).
const ALL_SCOPES_2026 = [
  'envelopes:read',
  'envelopes:write',
  'documents:read',
  'documents:write',
  'storage:read',
  'storage:write',
  'contacts:read',
  'contacts:write',
  'organization:read',
  'organization:write',
  'users:read',
  'users:write',
  'billing:read',
  'billing:write',
  'webhooks:read',
  'webhooks:write',
];

/**
 * The API scopes a developer app's registration allows (existing apps keep the full access they
 * had), and the organization a user chose when consenting to an app acting for them.
 */
export class DeveloperAppScopes1740000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE oauth_clients ADD COLUMN scopes jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await runner.query(`UPDATE oauth_clients SET scopes = $1::jsonb`, [JSON.stringify(ALL_SCOPES_2026)]);
    await runner.query(`
      CREATE TABLE oauth_grant_organizations (
        grant_id text PRIMARY KEY,
        organization_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE oauth_grant_organizations');
    await runner.query('ALTER TABLE oauth_clients DROP COLUMN scopes');
  }
}
