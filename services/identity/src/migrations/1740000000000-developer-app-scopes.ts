import { SqlMigration } from '@rubrica/database';

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
export class DeveloperAppScopes1740000000000 extends SqlMigration {
  protected readonly upSql = [
    `ALTER TABLE oauth_clients ADD COLUMN scopes jsonb NOT NULL DEFAULT '[]'::jsonb`,
    { sql: `UPDATE oauth_clients SET scopes = $1::jsonb`, parameters: [JSON.stringify(ALL_SCOPES_2026)] },
    `
      CREATE TABLE oauth_grant_organizations (
        grant_id text PRIMARY KEY,
        organization_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
  ];

  protected readonly downSql = [
    'DROP TABLE oauth_grant_organizations',
    'ALTER TABLE oauth_clients DROP COLUMN scopes',
  ];
}
