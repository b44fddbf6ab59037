import { SqlMigration } from '@rubrica/database';

/**
 * Integrations with document archives (DocuWare): one per organization and type, its config
 * sealed with AES-256-GCM (the readable fields kept apart), and one push per completed envelope
 * and integration, remembering each file already stored so a retry stores it once.
 */
export class Integrations1737000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE integrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL,
        type text NOT NULL,
        settings jsonb NOT NULL DEFAULT '{}',
        config_sealed text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (organization_id, type)
      )`,
    `
      CREATE TABLE integration_pushes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL,
        -- Kept when the integration is removed: the push's outcome still reaches the history.
        integration_id uuid REFERENCES integrations (id) ON DELETE SET NULL,
        integration_type text NOT NULL,
        envelope_id uuid NOT NULL,
        event_id text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        stored jsonb NOT NULL DEFAULT '{}',
        target text,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (integration_id, envelope_id)
      )`,
    'CREATE INDEX integration_pushes_envelope ON integration_pushes (organization_id, envelope_id)',
  ];

  protected readonly downSql = ['DROP TABLE integration_pushes', 'DROP TABLE integrations'];
}
