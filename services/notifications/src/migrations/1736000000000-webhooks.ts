import { SqlMigration } from '@rubrica/database';

/**
 * Outbound webhooks: each organization's endpoints (secrets sealed with AES-256-GCM, the previous
 * one kept through a rotation's overlap), the envelope events kept as delivered (one body per
 * event id, so every attempt and redelivery sends the same bytes), one delivery per event and
 * endpoint (plus manual redeliveries) in order of arrival, and every attempt's outcome.
 */
export class Webhooks1736000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL,
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        event_types text[] NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        secret_sealed text NOT NULL,
        previous_secret_sealed text,
        previous_secret_expires_at timestamptz,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX webhook_endpoints_organization ON webhook_endpoints (organization_id)',
    `
      CREATE TABLE webhook_events (
        id text PRIMARY KEY,
        organization_id uuid NOT NULL,
        envelope_id uuid,
        type text NOT NULL,
        body text NOT NULL,
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id text NOT NULL REFERENCES webhook_events (id),
        organization_id uuid NOT NULL,
        envelope_id uuid,
        manual boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        -- Held by the job sending it now: a second job for the same delivery (a duplicate start) skips it.
        claimed_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    // An event reaches an endpoint once by itself; manual redeliveries add rows of their own.
    'CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (endpoint_id, event_id) WHERE NOT manual',
    "CREATE INDEX webhook_deliveries_order ON webhook_deliveries (endpoint_id, envelope_id, seq) WHERE status = 'pending'",
    'CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, seq DESC)',
    `
      CREATE TABLE webhook_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        request_url text NOT NULL,
        request_headers jsonb NOT NULL,
        response_status integer,
        response_excerpt text,
        error text,
        duration_ms integer NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (delivery_id, attempt)
      )`,
  ];

  protected readonly downSql = [
    'DROP TABLE webhook_attempts',
    'DROP TABLE webhook_deliveries',
    'DROP TABLE webhook_events',
    'DROP TABLE webhook_endpoints',
  ];
}
